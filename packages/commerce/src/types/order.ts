import type { Id } from './ids';

/** One order in the "My Orders" list. */
export interface OrderSummary {
  orderId: Id;
  orderGroupId: Id;
  status: string;
  /** ISO date. */
  createdAt: string;
  /** After discount, without shipping; what the shopper pays is `orderTotal(order)`. */
  amount: number;
  /** Shipping charged on the order; absent when the backend does not say (then the flat Rs 200). */
  shippingFee?: number;
  /** The short human order number (`SD-4821-7730`); absent on the original backend, which has none. */
  orderNumber?: string;
  /** ISO date of delivery, when delivered and the backend says (starts the return window). */
  deliveredAt?: string;
}

/** One row of the order details (one ordered line, with the order's columns repeated). */
export interface OrderDetailRow {
  orderId: Id;
  orderGroupId?: Id;
  productId: Id | null;
  productName: string | null;
  /** The unit price; null when the backend sent none that can be trusted or derived (then none is shown). */
  productPrice: number | null;
  quantity: number | null;
  selectedSize: string | null;
  selectedColor: string | null;
  selectedImage?: string | null;
  images: string[];
  /** ISO date. */
  createdAt: string;
  /** Subtotal minus discount. */
  amount: number;
  /** Subtotal. */
  totalAmount: number;
  discount: number;
  /** Shipping charged on the order; absent when the backend does not say (then the flat Rs 200). */
  shippingFee?: number;
  /** The short human order number; absent on the original backend. */
  orderNumber?: string;
  /** ISO date of delivery, when delivered and the backend says. */
  deliveredAt?: string;
  status: string;
  streetAddressLine1: string;
  streetAddressLine2: string | null;
  city: string;
  province: string;
  country: string;
  zipCode?: string;
  fullName: string;
  email: string;
  phoneNumber: string;
}

/** A product line inside a return or a cancellation. */
export interface RequestProduct {
  productName: string;
  quantity: number;
  total: number;
}

/** A return request. */
export interface Return {
  id: Id;
  orderId?: Id;
  /** Raw status; read it with `returnStatus` ('Denied' reads as Declined). */
  status: string;
  /** ISO date. */
  requestedAt: string;
  /** The order's amount after discount, without shipping (what it cost is `orderTotal`). */
  orderAmount: number;
  /** The order's shipping fee, when the backend says. */
  orderShippingFee?: number;
  /** The order's short number, when the backend has one. */
  orderNumber?: string;
  reason?: string;
  otherReason?: string | null;
  products: RequestProduct[];
}

/** A cancellation request. */
export interface Cancellation {
  id: Id;
  orderId?: Id;
  status: string;
  /** ISO date. */
  createdAt: string;
  /** The order's amount after discount, without shipping; the refund shown is what was paid (`orderTotal`). */
  orderAmount: number;
  /** The order's shipping fee, when the backend says. */
  orderShippingFee?: number;
  /** The order's short number, when the backend has one. */
  orderNumber?: string;
  reason?: string;
  products: RequestProduct[];
}

/** Result of the (simulated) track-order tool. */
export interface TrackingInfo {
  orderId?: Id;
  status: string;
  lastLocation: string;
  /** ISO date or display text. */
  estimatedDelivery: string;
}

/** An order as listed for the user (alias of `OrderSummary`). */
export type Order = OrderSummary;
