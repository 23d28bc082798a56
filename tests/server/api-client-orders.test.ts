import { ApiError, createApiClient } from '@sauda/api';
import { type CartLine, cartSubtotal, checkoutTotal, orderDetailTotal, orderTotal } from '@sauda/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { catalogueLines, type CatalogueLine, moveOrder, ORDER_ADDRESS, signInDemo } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let api: ReturnType<typeof createApiClient>;
let colour: CatalogueLine[];
let sized: CatalogueLine[];
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  api = createApiClient({ baseUrl: server.url, getToken: () => demo.token });
  ({ colour, sized } = await catalogueLines(server));
});
afterAll(() => server.close());

/** A storefront cart line for a catalogue line, its price as the product page showed it. */
const cartLine = (line: CatalogueLine, quantity: number, price = line.price): CartLine => ({
  productId: line.id,
  name: line.name,
  brand: 'Brand',
  color: line.color,
  size: line.size,
  image: '',
  price,
  oldPrice: null,
  quantity,
  shopId: line.shopId,
});

/** Places the demo shopper's order through the client, as the checkout does. */
const checkout = (lines: CartLine[], couponCode = '') =>
  api.orders.create({ userId: demo.userId, address: ORDER_ADDRESS, lines, couponCode });

describe('the @sauda/api client against the reference server', () => {
  it('validates coupons into domain values and rejects with the server message', async () => {
    expect(await api.coupons.validate({ couponCode: 'FLAT300', orderValue: 3500 })).toEqual({
      coupon: {
        code: 'FLAT300',
        discountType: 'Flat',
        discountValue: 300,
        minimumOrderValue: 3000,
        shopId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        shopName: expect.any(String),
      },
      discountAmount: 300,
      message: 'Coupon applied successfully.',
    });
    await expect(api.coupons.validate({ couponCode: 'FLAT300', orderValue: 2999 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Spend Rs 3,000 on .+'s items to use this voucher\.$/),
    });
    await expect(api.coupons.validate({ couponCode: 'RAMZAN20', orderValue: 5000 })).rejects.toMatchObject({
      status: 404,
      message: 'Invalid, expired, or fully used coupon code.',
    });
  });

  it('places an order, then lists it and reads its details with the totals the storefront shows', async () => {
    const a = colour[0]!;
    const b = sized[0]!;
    const lines = [cartLine(a, 2, a.price + 999), cartLine(b, 1)];
    const placed = await checkout(lines);
    expect(placed).toEqual({
      parentOrderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderGroupId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderNumber: expect.stringMatching(/^SD-\d{4}-\d{4}$/),
      message: 'Orders created successfully',
    });
    const subtotal = a.price * 2 + b.price;

    const orders = await api.orders.list(demo.userId);
    expect(orders[0]).toEqual({
      orderId: placed.parentOrderId,
      orderGroupId: placed.orderGroupId,
      orderNumber: placed.orderNumber,
      status: 'Pending',
      createdAt: expect.any(String),
      amount: subtotal,
      shippingFee: 200,
    });
    // What My Orders shows is what the shopper pays: the same total as the order's details.
    expect(orderTotal(orders[0]!)).toBe(subtotal + 200);

    const details = await api.orders.details(placed.orderGroupId!);
    expect(details).toHaveLength(2);
    expect(details[0]).toMatchObject({
      orderId: placed.parentOrderId,
      orderGroupId: placed.orderGroupId,
      orderNumber: placed.orderNumber,
      shippingFee: 200,
      productId: a.id,
      productName: a.name,
      productPrice: a.price,
      quantity: 2,
      selectedColor: a.color,
      selectedSize: null,
      amount: subtotal,
      totalAmount: subtotal,
      discount: 0,
      status: 'Pending',
      fullName: ORDER_ADDRESS.fullName,
      country: 'Pakistan',
      province: 'Punjab',
      streetAddressLine2: null,
    });
    expect(details[1]).toMatchObject({ productId: b.id, productPrice: b.price, selectedSize: b.size });
    expect(orderTotal(details[0]!)).toBe(subtotal + 200);
    expect(await api.orders.details(placed.orderNumber!)).toEqual(details);
  });

  it('applies a coupon so the order amount is subtotal − discount and the details total adds Rs 200', async () => {
    const shopLines = await catalogueLines(server, {
      shopId: (await api.coupons.validate({ couponCode: 'FLAT300', orderValue: 3000 })).coupon.shopId!,
    });
    const pick = [...shopLines.colour, ...shopLines.sized].slice(0, 3);
    const lines = pick.map((line) => cartLine(line, 3));
    const subtotal = cartSubtotal(lines);
    expect(subtotal).toBeGreaterThanOrEqual(3000);
    const placed = await checkout(lines, 'flat300');
    const [row] = await api.orders.details(placed.orderGroupId!);
    expect(row).toMatchObject({ totalAmount: subtotal, discount: 300, amount: subtotal - 300 });
    expect(orderDetailTotal(row!.amount)).toBe(checkoutTotal(subtotal, 300));
  });

  it('cancels through the client and reads the cancellation with product totals', async () => {
    const line = colour[1]!;
    const placed = await checkout([cartLine(line, 3)]);
    expect(await api.cancellations.request(placed.parentOrderId, { userId: demo.userId, reason: 'Too late' })).toEqual({
      message: 'Order cancellation requested successfully.',
    });
    const [cancellation] = await api.cancellations.list(demo.userId, { orderId: placed.parentOrderId });
    expect(cancellation).toEqual({
      id: expect.any(String),
      orderId: placed.parentOrderId,
      orderNumber: placed.orderNumber,
      status: 'Approved',
      createdAt: expect.any(String),
      orderAmount: line.price * 3,
      orderShippingFee: 200,
      reason: 'Too late',
      products: [{ productName: line.name, quantity: 3, total: line.price * 3 }],
    });
    await expect(
      api.cancellations.request(placed.parentOrderId, { userId: demo.userId, reason: 'Again' }),
    ).rejects.toMatchObject({ status: 409, message: 'This order has already been cancelled.' });
  });

  it('asks for a return through the client and reads it back', async () => {
    const line = sized[1]!;
    const placed = await checkout([cartLine(line, 1)]);
    await expect(
      api.returns.request(placed.parentOrderId, { userId: demo.userId, reason: 'Damaged Item' }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Return request denied. Ensure the order is delivered and belongs to you.',
    });
    await moveOrder(server, placed.parentOrderId, 'Delivered');
    expect(
      await api.returns.request(placed.parentOrderId, {
        userId: demo.userId,
        reason: 'Other',
        otherReason: 'Too small',
      }),
    ).toEqual({ message: 'Return request submitted successfully.' });
    const [request] = await api.returns.list(demo.userId, { orderId: placed.parentOrderId });
    expect(request).toEqual({
      id: expect.any(String),
      orderId: placed.parentOrderId,
      orderNumber: placed.orderNumber,
      status: 'Pending',
      requestedAt: expect.any(String),
      orderAmount: line.price,
      orderShippingFee: 200,
      reason: 'Other',
      otherReason: 'Too small',
      products: [{ productName: line.name, quantity: 1, total: line.price }],
    });
  });

  it('rejects without a token with a 401 ApiError', async () => {
    const anonymous = createApiClient({ baseUrl: server.url });
    const error = await anonymous.orders.list(demo.userId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Authentication required', code: 'unauthorized' });
  });
});
