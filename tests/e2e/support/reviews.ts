import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_SHOPPER, signInThroughApi, type SignedInShopper } from './shoppers';

/** A product the demo shopper has received (a delivered order of theirs contains it), and whether they reviewed it. */
export interface ReceivedProduct {
  productId: string;
  productName: string;
  reviewed: boolean;
}

/**
 * The demo shopper, signed in, and the products of their delivered orders: only a buyer may review (issue 29), and
 * the seed's delivered orders are the journeys' only ones.
 */
export async function demoBuyer(
  request: APIRequestContext,
): Promise<{ shopper: SignedInShopper; received: ReceivedProduct[] }> {
  const shopper = await signInThroughApi(request, DEMO_SHOPPER);
  const headers = { authorization: `Bearer ${shopper.token}` };
  const orders = (await (await request.get(`/api/v1/orders/user/orders/${shopper.userId}`, { headers })).json()) as {
    OrderGroupId: string;
    Status: string;
  }[];
  const received = new Map<string, ReceivedProduct>();
  for (const order of orders.filter((row) => row.Status === 'Delivered')) {
    const rows = (await (await request.get(`/api/v1/orders/order/${order.OrderGroupId}`, { headers })).json()) as {
      ProductId: string;
      ProductName: string;
    }[];
    for (const row of rows) {
      if (received.has(row.ProductId)) continue;
      const mine = await request.get(`/api/v1/reviews/product/${row.ProductId}/review/user`, {
        headers,
        params: { userId: shopper.userId },
      });
      expect([200, 404]).toContain(mine.status());
      received.set(row.ProductId, {
        productId: row.ProductId,
        productName: row.ProductName,
        reviewed: mine.status() === 200,
      });
    }
  }
  return { shopper, received: [...received.values()] };
}
