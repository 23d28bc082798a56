import { describe, expect, it, vi } from 'vitest';
import { couponsClient } from '../client/coupons-client';
import { createCall } from '../client/call';
import { createSend, type FetchLike } from './http';

/** The headers of the one call a client made through `createSend` with `language`. */
async function headersSent(language?: string) {
  const fetch = vi.fn<FetchLike>(async () => new Response('[]', { status: 200 }));
  const client = couponsClient(
    createCall(createSend({ baseUrl: 'http://api.test', fetch, ...(language ? { language } : {}) })),
  );
  await client.byShop('B0000000-0000-4000-8000-000000000001');
  return new Headers(fetch.mock.calls[0]![1]?.headers);
}

describe('the language of a connection', () => {
  it('is sent as Accept-Language on every call, so the server writes to the shopper in it', async () => {
    expect((await headersSent('ur')).get('accept-language')).toBe('ur');
  });

  it('is left to the browser when the connection names none', async () => {
    expect((await headersSent()).get('accept-language')).toBeNull();
  });
});
