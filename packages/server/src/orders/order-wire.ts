import { lineTotal } from '@sauda/commerce';
import type { orderProducts, orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderProducts.$inferSelect;

/**
 * The order columns of the legacy order rows (address, amounts, status), for a parent order, with what Sauda adds:
 * the order number, the shipping fee (what the shopper pays is `Amount` + `ShippingFee`) and the delivery time.
 */
export function orderWire(order: OrderRow) {
  return {
    OrderId: order.id,
    OrderGroupId: order.orderGroupId,
    OrderNumber: order.orderNumber,
    FullName: order.fullName,
    Country: order.country,
    StreetAddressLine1: order.streetAddressLine1,
    StreetAddressLine2: order.streetAddressLine2 || null,
    Province: order.province,
    City: order.city,
    ZipCode: order.zipCode,
    PhoneNumber: order.phoneNumber,
    Email: order.email,
    Amount: order.amount,
    TotalAmount: order.totalAmount,
    Discount: order.discount,
    ShippingFee: order.shippingFee,
    Status: order.status,
    CreatedAt: order.createdAt.toISOString(),
    DeliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}

/** One ordered line of the order details: `ProductPrice` is the unit price paid. */
export function orderLineWire(line: OrderLineRow, product: { name: string; images: string[] }) {
  return {
    ProductId: line.productId,
    ProductName: product.name,
    ProductPrice: line.price,
    Quantity: line.quantity,
    SelectedSize: line.selectedSize,
    SelectedColor: line.selectedColor,
    SelectedImage: line.selectedImage ?? product.images[0] ?? null,
    Images: product.images,
    ShopId: line.shopId,
  };
}

/** A product inside a return or cancellation, with its price paid and `Total` = price × quantity. */
export function requestProductWire(line: OrderLineRow, productName: string) {
  return {
    OrderId: line.orderId,
    ProductId: line.productId,
    ProductName: productName,
    Quantity: line.quantity,
    SelectedSize: line.selectedSize,
    SelectedColor: line.selectedColor,
    SelectedImage: line.selectedImage,
    ShopId: line.shopId,
    Price: line.price,
    Total: lineTotal(line),
  };
}

/** A product of a return or cancellation as answered. */
export type RequestProductWire = ReturnType<typeof requestProductWire>;
