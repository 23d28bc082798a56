import type { Id } from './ids';

/** One order in the "My Orders" list. */
export interface OrderSummary {
  orderId: Id;
  orderGroupId: Id;
  status: string;
  /** ISO date. */
  createdAt: string;
  /** After discount, without shipping. */
  amount: number;
}

/** One row of the order details (one ordered line, with the order's columns repeated). */
export interface OrderDetailRow {
  orderId: Id;
  orderGroupId?: Id;
  productId: Id | null;
  productName: string | null;
  productPrice: number;
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
  orderAmount: number;
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
  /** Shown as the refund amount. */
  orderAmount: number;
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
