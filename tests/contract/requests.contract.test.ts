import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

const legacyProducts = [
  {
    OrderId: ids.order,
    ProductId: ids.product,
    Quantity: 2,
    SelectedSize: 'M',
    SelectedColor: 'Red',
    ShopId: ids.shop,
    SelectedImage: 'x',
    ProductName: 'Kurta',
  },
];

describe('returns.list', () => {
  it("reads 'Denied' as Declined, both shapes alike", async () => {
    const { legacy, reference } = await readBoth(
      {
        body: [
          {
            Id: ids.request,
            OrderId: ids.order,
            UserId: ids.user,
            Reason: 'Damaged',
            OtherReason: '',
            Status: 'Denied',
            VendorComments: null,
            RequestedAt: '2024-05-02T10:00:00.000Z',
            UpdatedAt: null,
            OrderAmount: 2300,
            OrderStatus: 'delivered',
            UserName: 'A',
            UserEmail: 'a@b.pk',
            Products: legacyProducts,
          },
        ],
      },
      {
        body: [
          {
            Id: lower.request,
            OrderId: lower.order,
            Reason: 'Damaged',
            OtherReason: null,
            Status: 'Declined',
            RequestedAt: '2024-05-02T10:00:00.000Z',
            OrderAmount: 2300,
            Products: [{ ProductName: 'Kurta', Quantity: 2 }],
          },
        ],
      },
      (api) => api.returns.list(lower.user),
    );
    expect(legacy).toEqual([
      {
        id: lower.request,
        orderId: lower.order,
        status: 'Declined',
        requestedAt: '2024-05-02T10:00:00.000Z',
        orderAmount: 2300,
        reason: 'Damaged',
        otherReason: null,
        products: [{ productName: 'Kurta', quantity: 2, total: 0 }],
      },
    ]);
    expect(reference).toEqual(legacy);
  });

  it('computes a line total when the server sends a price', async () => {
    const backend = fakeBackend({
      body: [
        {
          Id: 1,
          Status: 'Pending',
          RequestedAt: 'd',
          OrderAmount: 10,
          Products: [{ ProductName: 'K', Quantity: 3, Price: 250 }],
        },
      ],
    });
    const [request] = await backend.api.returns.list('u', { orderId: ids.order });
    expect(request?.products).toEqual([{ productName: 'K', quantity: 3, total: 750 }]);
    expect(pathOf(backend.request.url)).toBe(`/api/v1/returns/u?orderId=${ids.order}`);
  });

  it('rejects a row without an order amount', async () => {
    await expect(
      fakeBackend({ body: [{ Id: 1, Status: 'Pending', RequestedAt: 'd' }] }).api.returns.list('u'),
    ).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});

describe('returns.request', () => {
  it('posts userId, reason and otherReason to the order', async () => {
    const backend = fakeBackend({ body: { message: 'Return request submitted successfully.' } });
    const body = { userId: lower.user, reason: 'Other', otherReason: 'Too small' };
    await expect(backend.api.returns.request(ids.order, body)).resolves.toEqual({
      message: 'Return request submitted successfully.',
    });
    expect(pathOf(backend.request.url)).toBe(`/api/v1/returns/orders/${ids.order}/return`);
    expect(backend.request.body).toEqual(body);
  });

  it("shows the 403 text, else 'Failed to submit return request. Please try again.'", async () => {
    const denied = fakeBackend({
      status: 403,
      body: { message: 'Return request denied. The return period has expired.' },
    });
    await expect(denied.api.returns.request('o', { userId: 'u', reason: 'r' })).rejects.toMatchObject({
      status: 403,
      message: 'Return request denied. The return period has expired.',
    });
    const silent = fakeBackend({ status: 500, text: '<html>' });
    await expect(silent.api.returns.request('o', { userId: 'u', reason: 'r' })).rejects.toMatchObject({
      message: 'Failed to submit return request. Please try again.',
    });
  });
});

describe('cancellations', () => {
  it('lists both shapes alike', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: [
          {
            Id: ids.request,
            OrderId: ids.order,
            UserId: ids.user,
            Reason: 'Changed mind',
            CreatedAt: '2024-05-02T10:00:00.000Z',
            Status: 'Pending',
            OrderAmount: 2300,
            OrderStatus: 'canceled',
            Products: [],
          },
        ],
      },
      {
        body: [
          {
            Id: lower.request,
            OrderId: lower.order,
            Reason: 'Changed mind',
            CreatedAt: '2024-05-02T10:00:00.000Z',
            Status: 'pending',
            OrderAmount: 2300,
            Products: [],
          },
        ],
      },
      (api) => api.cancellations.list(lower.user),
    );
    expect(legacy).toEqual([
      {
        id: lower.request,
        orderId: lower.order,
        status: 'Pending',
        createdAt: '2024-05-02T10:00:00.000Z',
        orderAmount: 2300,
        reason: 'Changed mind',
        products: [],
      },
    ]);
    expect(reference).toEqual(legacy);
  });

  it('posts userId and reason; shows the legacy `error` text of a bad id', async () => {
    const backend = fakeBackend({ body: { message: 'Order cancellation requested successfully.' } });
    await backend.api.cancellations.request(ids.order, { userId: 'u', reason: 'Changed mind' });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe(`/api/v1/cancellations/orders/${ids.order}/cancel`);
    expect(backend.request.body).toEqual({ userId: 'u', reason: 'Changed mind' });
    const bad = fakeBackend({ status: 400, body: { error: 'Invalid id format' } });
    await expect(bad.api.cancellations.request('x', { userId: 'u', reason: 'r' })).rejects.toMatchObject({
      message: 'Invalid id format',
    });
  });

  it('does not send without a reason', async () => {
    const backend = fakeBackend();
    await expect(backend.api.cancellations.request('o', { userId: 'u', reason: '' })).rejects.toMatchObject({
      message: expect.stringContaining('User ID and reason for cancellation are required.'),
    });
    expect(backend.requests).toHaveLength(0);
  });

  it('rejects a list that is not an array', async () => {
    await expect(fakeBackend({ body: {} }).api.cancellations.list('u')).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
  });
});
