import type { OrderDetailRow, OrderSummary } from '@sauda/commerce';
import type { WireOrderDetailRow, WireOrderSummary } from '../wire/orders';
import { text, toId, toOptionalId } from './shared';

/** What placing an order answers. */
export interface PlacedOrder {
  parentOrderId: string;
  /** Sent by the reference server only. */
  orderGroupId: string | null;
  message: string;
}

/** Placeholders the legacy backend stores when the client sent no size, colour or image. */
const PLACEHOLDERS = new Set(['default size', 'default color', 'default image', 'no image available']);

function withoutPlaceholder(value: string | null): string | null {
  if (value === null || value.trim() === '' || PLACEHOLDERS.has(value.trim().toLowerCase())) return null;
  return value;
}

/** One order of "My Orders". */
export function toOrderSummary(order: WireOrderSummary): OrderSummary {
  return {
    orderId: toId(order.OrderId),
    orderGroupId: toId(order.OrderGroupId),
    status: text(order.Status),
    createdAt: order.CreatedAt,
    amount: order.Amount,
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
    productPrice: row.ProductPrice ?? 0,
    quantity: row.Quantity,
    selectedSize: withoutPlaceholder(row.SelectedSize),
    selectedColor: withoutPlaceholder(row.SelectedColor ?? null),
    selectedImage: withoutPlaceholder(row.SelectedImage ?? null),
    images: row.Images,
    createdAt: row.CreatedAt,
    amount: row.Amount,
    totalAmount: row.TotalAmount ?? row.Amount,
    discount: row.Discount ?? 0,
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
 * The order's lines, each once: the legacy size join can repeat a line (with different catalogue prices), so a
 * line with the same product, size, colour and quantity as an earlier one is dropped.
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
  return result;
}
