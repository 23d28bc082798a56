import { describe, expect, it } from 'vitest';
import { address, cartLines } from './fixtures/cart';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

describe('orders.create', () => {
  it('posts the address and the cart grouped by shop, every line with its product id', async () => {
    const backend = fakeBackend({
      status: 201,
      body: { message: 'Orders created successfully', parentOrderId: ids.order },
    });
    const placed = await backend.api.orders.create({
      userId: lower.user,
      address,
      lines: cartLines,
      couponCode: 'EID20',
    });
    expect(placed).toEqual({
      parentOrderId: lower.order,
      orderGroupId: null,
      orderNumber: null,
      message: 'Orders created successfully',
    });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe('/api/v1/orders/create');
    const body = backend.request.body as { cartItems: { shopId: string; items: { id: string; shopId: string }[] }[] };
    expect(body).toMatchObject({ ...address, userId: lower.user, couponCode: 'EID20' });
    expect(body.cartItems.map((group) => group.shopId)).toEqual([lower.shop, lower.shop2]);
    expect(body.cartItems.map((group) => group.items.map((item) => item.id))).toEqual([
      [lower.product, lower.item],
      [lower.product2],
    ]);
    expect(body.cartItems[0]?.items[0]).toEqual({
      id: lower.product,
      price: 1000,
      quantity: 2,
      size: 'M',
      color: 'Red',
      image: 'https://img.test/p.jpg',
      shopId: lower.shop,
      name: 'Product 1000',
      subtotal: 2000,
    });
  });

  it('sends the Idempotency-Key a retry must repeat, and none when not asked', async () => {
    const backend = fakeBackend({ status: 201, body: { parentOrderId: ids.order } });
    await backend.api.orders.create({ userId: lower.user, address, lines: cartLines }, { idempotencyKey: 'k-1' });
    await backend.api.orders.create({ userId: lower.user, address, lines: cartLines });
    const [keyed, plain] = backend.requests;
    expect(keyed?.headers['idempotency-key']).toBe('k-1');
    expect(plain?.headers['idempotency-key']).toBeUndefined();
  });

  it('sends upper-case GUIDs to the legacy backend (its coupon check compares shop ids as text)', async () => {
    const backend = fakeBackend({ status: 201, body: { parentOrderId: ids.order } }, 'legacy');
    await backend.api.orders.create({ userId: lower.user, address, lines: cartLines });
    const body = backend.request.body as {
      userId: string;
      couponCode: string;
      cartItems: { shopId: string; items: { id: string }[] }[];
    };
    expect(body.userId).toBe(ids.user);
    expect(body.couponCode).toBe('');
    expect(body.cartItems[0]?.shopId).toBe(ids.shop);
    expect(body.cartItems[0]?.items[0]?.id).toBe(ids.product);
  });

  it("reads the reference answer's order group id", async () => {
    const backend = fakeBackend({
      status: 201,
      body: { message: 'Orders created successfully', parentOrderId: lower.order, orderGroupId: lower.orderGroup },
    });
    expect(await backend.api.orders.create({ userId: 'u', address, lines: cartLines })).toMatchObject({
      orderGroupId: lower.orderGroup,
    });
  });

  it("fails with 'Error creating orders' (legacy `error`) and never sends an empty cart", async () => {
    const failed = fakeBackend({ status: 500, body: { error: 'Error creating orders' } });
    await expect(failed.api.orders.create({ userId: 'u', address, lines: cartLines })).rejects.toMatchObject({
      status: 500,
      message: 'Error creating orders',
    });
    const empty = fakeBackend();
    await expect(empty.api.orders.create({ userId: 'u', address, lines: [] })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: expect.stringContaining('The cart is empty.'),
    });
    expect(empty.requests).toHaveLength(0);
  });

  it('rejects an answer without parentOrderId', async () => {
    const backend = fakeBackend({ status: 201, body: { message: 'ok' } });
    await expect(backend.api.orders.create({ userId: 'u', address, lines: cartLines })).rejects.toMatchObject({
      kind: 'malformed-answer',
      message: expect.stringContaining('parentOrderId'),
    });
  });
});

const legacySummary = {
  OrderId: ids.order,
  OrderGroupId: ids.orderGroup,
  FullName: 'A',
  Amount: 2300,
  Status: 'Pending',
  CreatedAt: '2024-05-01T10:00:00.000Z',
  ProductId: null,
  ProductName: null,
  ProductPrice: 0,
  Quantity: null,
  Images: [],
};

describe('orders.list', () => {
  it('reads both shapes alike; the legacy 404 is an empty list', async () => {
    const { legacy, reference } = await readBoth(
      { body: [legacySummary] },
      {
        body: [
          {
            OrderId: lower.order,
            OrderGroupId: lower.orderGroup,
            Amount: 2300,
            Status: 'Pending',
            CreatedAt: '2024-05-01T10:00:00.000Z',
            TotalAmount: 2300,
            Discount: 0,
          },
        ],
      },
      (api) => api.orders.list(lower.user),
    );
    expect(legacy).toEqual([
      {
        orderId: lower.order,
        orderGroupId: lower.orderGroup,
        status: 'Pending',
        createdAt: '2024-05-01T10:00:00.000Z',
        amount: 2300,
      },
    ]);
    expect(reference).toEqual(legacy);
    const none = fakeBackend({ status: 404, body: { error: 'No orders found for this user' } });
    expect(await none.api.orders.list(ids.user)).toEqual([]);
    expect(pathOf(none.request.url)).toBe(`/api/v1/orders/user/orders/${ids.user}`);
  });

  it('rejects a row without an amount', async () => {
    await expect(
      fakeBackend({ body: [{ ...legacySummary, Amount: null }] }).api.orders.list('u'),
    ).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
  });
});

describe('orders.details', () => {
  const row = {
    OrderId: ids.order,
    OrderGroupId: ids.orderGroup,
    FullName: 'Ayesha',
    Country: 'Pakistan',
    StreetAddressLine1: 'House 1',
    StreetAddressLine2: null,
    Province: 'Punjab',
    City: 'Lahore',
    ZipCode: 54000,
    PhoneNumber: '3001234567',
    Email: 'a@b.pk',
    Amount: 2300,
    TotalAmount: 2500,
    Discount: 200,
    Status: 'Pending',
    CreatedAt: '2024-05-01T10:00:00.000Z',
    ProductId: ids.product,
    ProductName: 'Kurta',
    ProductPrice: 1000,
    Quantity: 2,
    SelectedSize: 'Default Size',
    SelectedColor: 'Red',
    SelectedImage: 'Default Image',
    Images: ['https://img.test/k.jpg'],
  };

  it('drops placeholders and duplicate rows, reading both shapes alike', async () => {
    const { legacy, reference } = await readBoth(
      { body: [row, { ...row, ProductPrice: 1100 }] },
      {
        body: [
          {
            ...row,
            OrderId: lower.order,
            OrderGroupId: lower.orderGroup,
            ProductId: lower.product,
            ZipCode: '54000',
            SelectedSize: null,
            SelectedImage: null,
          },
        ],
      },
      (api) => api.orders.details(lower.orderGroup),
    );
    expect(legacy).toEqual([
      {
        orderId: lower.order,
        orderGroupId: lower.orderGroup,
        productId: lower.product,
        productName: 'Kurta',
        productPrice: 1000,
        quantity: 2,
        selectedSize: null,
        selectedColor: 'Red',
        selectedImage: null,
        images: ['https://img.test/k.jpg'],
        createdAt: '2024-05-01T10:00:00.000Z',
        amount: 2300,
        totalAmount: 2500,
        discount: 200,
        status: 'Pending',
        streetAddressLine1: 'House 1',
        streetAddressLine2: null,
        city: 'Lahore',
        province: 'Punjab',
        country: 'Pakistan',
        zipCode: '54000',
        fullName: 'Ayesha',
        email: 'a@b.pk',
        phoneNumber: '3001234567',
      },
    ]);
    expect(reference).toEqual(legacy);
  });

  it('calls GET /api/v1/orders/order/{orderGroupId} and shows the 404 text', async () => {
    const backend = fakeBackend({ status: 404, body: { error: 'No orders found for the given OrderGroupId' } });
    await expect(backend.api.orders.details(ids.orderGroup)).rejects.toMatchObject({
      status: 404,
      message: 'No orders found for the given OrderGroupId',
    });
    expect(pathOf(backend.request.url)).toBe(`/api/v1/orders/order/${ids.orderGroup}`);
  });
});
