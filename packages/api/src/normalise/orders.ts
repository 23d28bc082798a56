import { lineTotal, roundMoney, type OrderDetailRow, type OrderSummary } from '@sauda/commerce';
import type { WireOrderDetailRow, WireOrderSummary } from '../wire/orders';
import { text, toId, toOptionalId } from './shared';

/** What placing an order answers. */
export interface PlacedOrder {
  parentOrderId: string;
  /** Sent by the reference server only. */
  orderGroupId: string | null;
  /** The short order number; sent by the reference server only (the original backend has none). */
  orderNumber: string | null;
  message: string;
}

/** Placeholders the legacy backend stores when the client sent no size, colour or image. */
const PLACEHOLDERS = new Set(['default size', 'default color', 'default image', 'no image available']);

function withoutPlaceholder(value: string | null): string | null {
  if (value === null || value.trim() === '' || PLACEHOLDERS.has(value.trim().toLowerCase())) return null;
  return value;
}

/** Text the backend sent, trimmed; undefined when it sent none (the original backend has no order numbers). */
function present(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** A number the backend sent; undefined when it sent none (then commerce's rules assume the flat shipping fee). */
function known(value: number | null | undefined): number | undefined {
  return value ?? undefined;
}

/** One order of "My Orders"; what it cost is commerce's `orderTotal` of it (amount plus shipping). */
export function toOrderSummary(order: WireOrderSummary): OrderSummary {
  return {
    orderId: toId(order.OrderId),
    orderGroupId: toId(order.OrderGroupId),
    orderNumber: present(order.OrderNumber),
    status: text(order.Status),
    createdAt: order.CreatedAt,
    deliveredAt: present(order.DeliveredAt),
    amount: order.Amount,
    shippingFee: known(order.ShippingFee),
  };
}

/** One ordered line with the order's columns. */
export function toOrderDetailRow(row: WireOrderDetailRow): OrderDetailRow {
  const orderGroupId = toOptionalId(row.OrderGroupId);
  const zipCode = row.ZipCode ?? undefined;
  return {
    orderId: toId(row.OrderId),
    ...(orderGroupId === null ? {} : { orderGroupId }),
    productId: toOptionalId(row.ProductId),
    productName: row.ProductName ?? null,
    // The original backend sends 0 when it found no catalogue price: that is no price (see `toOrderDetails`).
    productPrice: row.ProductPrice || null,
    quantity: row.Quantity,
    selectedSize: withoutPlaceholder(row.SelectedSize),
    selectedColor: withoutPlaceholder(row.SelectedColor ?? null),
    selectedImage: withoutPlaceholder(row.SelectedImage ?? null),
    images: row.Images,
    createdAt: row.CreatedAt,
    amount: row.Amount,
    totalAmount: row.TotalAmount ?? row.Amount,
    discount: row.Discount ?? 0,
    shippingFee: known(row.ShippingFee),
    orderNumber: present(row.OrderNumber),
    deliveredAt: present(row.DeliveredAt),
    status: text(row.Status),
    streetAddressLine1: text(row.StreetAddressLine1),
    streetAddressLine2: row.StreetAddressLine2 ?? null,
    city: text(row.City),
    province: text(row.Province),
    country: text(row.Country),
    ...(zipCode === undefined ? {} : { zipCode }),
    fullName: text(row.FullName),
    email: text(row.Email),
    phoneNumber: text(row.PhoneNumber),
  };
}

/**
 * The unit price of the one line the backend sent without a price (the original backend sends 0 when it finds no
 * catalogue price): what the order's subtotal leaves after the priced lines, per unit. Two or more lines without a
 * price cannot be told apart, so they keep none (the page then shows no unit price rather than a false Rs 0).
 */
function withDerivedPrice(rows: OrderDetailRow[]): OrderDetailRow[] {
  const unpriced = rows.filter((row) => row.productPrice === null);
  const [only] = unpriced;
  if (unpriced.length !== 1 || !only) return rows;
  const priced = rows.reduce(
    (sum, row) =>
      sum + (row.productPrice === null ? 0 : lineTotal({ price: row.productPrice, quantity: row.quantity ?? 1 })),
    0,
  );
  const left = roundMoney(only.totalAmount - priced);
  if (!(left > 0)) return rows;
  const price = roundMoney(left / (only.quantity ?? 1));
  return rows.map((row) => (row === only ? { ...row, productPrice: price } : row));
}

/**
 * The order's lines, each once: the legacy size join can repeat a line (with different catalogue prices), so a
 * line with the same product, size, colour and quantity as an earlier one is dropped. A line sent without a price
 * gets it from the order's subtotal when it is the only one (`withDerivedPrice`).
 */
export function toOrderDetails(rows: readonly WireOrderDetailRow[]): OrderDetailRow[] {
  const seen = new Set<string>();
  const result: OrderDetailRow[] = [];
  for (const wire of rows) {
    const row = toOrderDetailRow(wire);
    const key = JSON.stringify([row.productId, row.selectedSize, row.selectedColor, row.quantity]);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(row);
  }
  return withDerivedPrice(result);
}
