import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../packages/server/src/db/schema';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = () => server.db.select().from(contactMessages);
const valid = { name: 'Bilal Ahmed', email: 'bilal@example.pk', message: 'Where is my parcel?' };

describe('POST /contact', () => {
  it('stores the message, trimmed, and confirms with 201', async () => {
    const before = (await stored()).length;
    expect(
      await call(server, '/contact', { body: { name: ' Bilal Ahmed ', email: ' bilal@example.pk', message: 'Hi \n' } }),
    ).toEqual({ status: 201, body: { message: 'Thank you! Your message has been sent. We will reply soon.' } });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ name: 'Bilal Ahmed', email: 'bilal@example.pk', message: 'Hi' });
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: 'bilal@example' }, 'Please enter a valid email address.'],
    [{ ...valid, message: '' }, 'Message is required'],
    [{ email: valid.email, message: valid.message }, 'Name is required'],
    [{ ...valid, name: 42 }, 'Name must be text'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with a specific message', async (body, message) => {
    const before = (await stored()).length;
    expect(await call(server, '/contact', { body })).toEqual({
      status: 400,
      body: { message, code: 'validation_failed' },
    });
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${server.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalid_json' });
  });
});
