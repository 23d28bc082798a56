import { z } from 'zod/mini';
import {
  idField,
  requiredText,
  uuidField,
  wireId,
  wireImages,
  wireLooseText,
  wireNumber,
  wireOptionalNumber,
  wireText,
} from './shared';

/**
 * A path parameter naming an order: its UUID or, on the reference server, its short order number (`SD-4821-7730`,
 * typed loosely). The original backend takes the UUID only.
 */
export const orderRefField = requiredText('An order id is required.', 'An order id is required.').register(
  z.globalRegistry,
  { description: 'The order’s UUID (any case) or its order number, e.g. SD-4821-7730 (any case, dashes optional).' },
);

/** One cart line as `POST /orders/create` needs it; the legacy backend silently drops lines without id/price/quantity. */
export const orderLineSchema = z
  .object({
    id: uuidField,
    price: z.number().check(z.positive('Every cart line needs a price.')),
    quantity: z.number().check(z.int(), z.positive('Every cart line needs a quantity.')),
    size: z.nullable(z.string()),
    color: z.nullable(z.string()),
    image: z.nullable(z.string()),
    shopId: idField,
    name: z.string(),
    subtotal: z.optional(z.number()),
  })
  .register(z.globalRegistry, { id: 'OrderLine', description: 'A cart line; `id` is the product id (required).' });

/** The cart lines of one shop. */
export const orderShopGroupSchema = z
  .object({ shopId: idField, items: z.array(orderLineSchema).check(z.minLength(1)) })
  .register(z.globalRegistry, { id: 'OrderShopGroup' });

/** Body of `POST /orders/create`: the delivery address, the user, the coupon and the cart grouped by shop. */
export const orderCreateBodySchema = z
  .object({
    fullName: z.string(),
    country: z.string(),
    streetAddressLine1: z.string(),
    streetAddressLine2: z.optional(z.string()),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    userId: uuidField,
    /** Empty when no coupon is applied. */
    couponCode: z.optional(z.string()),
    cartItems: z.array(orderShopGroupSchema).check(z.minLength(1, 'The cart is empty.')),
  })
  .register(z.globalRegistry, { id: 'OrderCreateBody' });

/** Answer of `POST /orders/create` (201); the order group and the order number come from the reference server only. */
export const orderCreateAnswerSchema = z
  .object({ message: z.optional(z.string()), parentOrderId: wireId, orderGroupId: wireText, orderNumber: wireText })
  .register(z.globalRegistry, { id: 'OrderCreateAnswer' });

/**
 * One row of "my orders" (one per parent order; product columns are empty on the legacy backend). The order number,
 * the shipping fee and the delivery time come from the reference server only.
 */
export const wireOrderSummarySchema = z
  .object({
    OrderId: wireId,
    OrderGroupId: wireId,
    OrderNumber: wireText,
    Status: wireText,
    CreatedAt: z.string(),
    DeliveredAt: wireText,
    Amount: wireNumber,
    TotalAmount: wireOptionalNumber,
    Discount: wireOptionalNumber,
    ShippingFee: wireOptionalNumber,
  })
  .register(z.globalRegistry, { id: 'OrderSummary' });

/** Answer of `GET /orders/user/orders/{userId}` (legacy: 404 when the user has no orders). */
export const ordersAnswerSchema = z.array(wireOrderSummarySchema);

/** One ordered line of `GET /orders/order/{orderGroupId}`, the order's columns repeated on each row. */
export const wireOrderDetailRowSchema = z
  .object({
    OrderId: wireId,
    OrderGroupId: wireText,
    OrderNumber: wireText,
    FullName: wireText,
    Country: wireText,
    StreetAddressLine1: wireText,
    StreetAddressLine2: wireText,
    Province: wireText,
    City: wireText,
    ZipCode: wireLooseText,
    PhoneNumber: wireLooseText,
    Email: wireText,
    Amount: wireNumber,
    TotalAmount: wireOptionalNumber,
    Discount: wireOptionalNumber,
    ShippingFee: wireOptionalNumber,
    Status: wireText,
    CreatedAt: z.string(),
    DeliveredAt: wireText,
    ProductId: wireText,
    ProductName: wireText,
    ProductPrice: wireOptionalNumber,
    Quantity: wireOptionalNumber,
    SelectedSize: wireLooseText,
    SelectedColor: wireText,
    SelectedImage: wireText,
    Images: wireImages,
  })
  .register(z.globalRegistry, { id: 'OrderDetailRow' });

/** Answer of `GET /orders/order/{orderGroupId}`. */
export const orderDetailAnswerSchema = z.array(wireOrderDetailRowSchema);

/** Path of `GET /orders/order/{orderGroupId}`: the order group id, or the order number on the reference server. */
export const orderGroupParamsSchema = z.object({ orderGroupId: orderRefField });

export type OrderLine = z.input<typeof orderLineSchema>;
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type WireOrderSummary = z.output<typeof wireOrderSummarySchema>;
export type WireOrderDetailRow = z.output<typeof wireOrderDetailRowSchema>;
