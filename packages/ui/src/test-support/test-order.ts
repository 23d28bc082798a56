import type { OrderDetailRow } from '@sauda/commerce';

/** One line of a seeded order as the order pages read it: a pending Karachi order of two lawn suits. */
export const testOrderRow = (over: Partial<OrderDetailRow> = {}): OrderDetailRow => ({
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  productId: 'p-1',
  productName: 'Lawn suit',
  productPrice: 2500,
  quantity: 2,
  selectedSize: null,
  selectedColor: null,
  images: [],
  createdAt: '2024-11-19T08:20:00Z',
  amount: 5000,
  totalAmount: 5000,
  discount: 0,
  status: 'Pending',
  streetAddressLine1: 'Flat 7, Clifton Block 5',
  streetAddressLine2: null,
  city: 'Karachi',
  province: 'Sindh',
  country: 'Pakistan',
  fullName: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phoneNumber: '3001234567',
  ...over,
});
