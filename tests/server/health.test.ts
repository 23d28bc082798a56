import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

describe('health and errors', () => {
  it('GET /health answers ok', async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('unknown API routes answer 404 with a message', async () => {
    const response = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringContaining('Not found') });
  });

  it('unknown non-API routes answer 404 JSON when no storefront is served', async () => {
    const response = await fetch(`${server.url}/somewhere`);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBeTruthy();
  });
});
