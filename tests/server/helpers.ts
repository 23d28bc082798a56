/** A parsed JSON answer, read loosely by the assertions. */
export type Wire = ReturnType<typeof JSON.parse>;

import type { TestServer } from '../../packages/server/src/testing';

/** A JSON call against a test server: status and parsed body. */
export async function call(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Wire }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Signs the demo shopper in: its id and bearer token. */
export async function signInDemo(server: TestServer): Promise<{ userId: string; token: string }> {
  const { body } = await call(server, '/user/signin', { body: { email: 'demo@sauda.pk', password: 'Sauda@123' } });
  return { userId: body.user.userId, token: body.token };
}
