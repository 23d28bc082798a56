import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call, signInDemo, signUpShopper } from './helpers';

let server: TestServer;
let demo: { userId: string; token: string };
let shopper: { userId: string; token: string };
beforeAll(async () => {
  server = await startTestServer();
  demo = await signInDemo(server);
  shopper = await signUpShopper(server, 7);
});
afterAll(() => server.close());

const SHOPPER_EMAIL = 'shopper7@example.pk';
const KARACHI = {
  streetAddressLine1: 'Flat 3, Block 7, Clifton',
  streetAddressLine2: '',
  city: 'Karachi',
  state: 'Sindh',
  zipCode: '75600',
};

const saved = (email: string, token: string) =>
  call(server, `/addresses/address?email=${encodeURIComponent(email)}`, { token });

describe('GET /addresses/address', () => {
  it("answers the owner's saved address in the legacy shape", async () => {
    expect(await saved('demo@sauda.pk', demo.token)).toEqual({
      status: 200,
      body: {
        Name: 'Ayesha Khan',
        Phone: '3001234567',
        Email: 'demo@sauda.pk',
        streetAddressLine1: 'House 12, Street 4, Block C, Gulberg III',
        streetAddressLine2: 'Near Hussain Chowk',
        city: 'Lahore',
        state: 'Punjab',
        zipCode: '54660',
      },
    });
    expect((await saved('DEMO@Sauda.pk', demo.token)).status).toBe(200);
  });

  it('answers 200 with null address fields when none is saved', async () => {
    expect(await saved(SHOPPER_EMAIL, shopper.token)).toEqual({
      status: 200,
      body: {
        Name: 'Shopper 7',
        Phone: expect.any(String),
        Email: SHOPPER_EMAIL,
        streetAddressLine1: null,
        streetAddressLine2: null,
        city: null,
        state: null,
        zipCode: null,
      },
    });
  });

  it('needs the e-mail, a token (401) and that it is the user’s own (403, nothing revealed)', async () => {
    expect(await call(server, '/addresses/address', { token: demo.token })).toEqual({
      status: 400,
      body: { message: 'Email is required', code: 'validation_failed' },
    });
    expect((await call(server, '/addresses/address?email=demo@sauda.pk')).status).toBe(401);
    const forbidden = { status: 403, body: { message: 'You may only access your own address', code: 'not_your_data' } };
    expect(await saved('demo@sauda.pk', shopper.token)).toEqual(forbidden);
    expect(await saved('nobody@example.pk', shopper.token)).toEqual(forbidden);
  });
});

describe('POST /addresses/create and PUT /addresses/edit', () => {
  it('edit creates the address when none is saved, then replaces it', async () => {
    const body = { email: SHOPPER_EMAIL, ...KARACHI };
    expect(await call(server, '/addresses/edit', { method: 'PUT', body, token: shopper.token })).toEqual({
      status: 201,
      body: { message: 'Address updated successfully' },
    });
    expect((await saved(SHOPPER_EMAIL, shopper.token)).body).toMatchObject(KARACHI);
    const moved = { ...body, streetAddressLine1: '  House 9, DHA Phase 5  ', zipCode: '75500' };
    await call(server, '/addresses/edit', { method: 'PUT', body: moved, token: shopper.token });
    expect((await saved(SHOPPER_EMAIL, shopper.token)).body).toMatchObject({
      ...KARACHI,
      streetAddressLine1: 'House 9, DHA Phase 5',
      zipCode: '75500',
    });
  });

  it('saves an address without a postcode (most Pakistani addresses have none)', async () => {
    const { zipCode: _none, ...withoutPostcode } = KARACHI;
    const body = { email: SHOPPER_EMAIL, ...withoutPostcode };
    expect((await call(server, '/addresses/edit', { method: 'PUT', body, token: shopper.token })).status).toBe(201);
    expect((await saved(SHOPPER_EMAIL, shopper.token)).body).toMatchObject({ ...withoutPostcode, zipCode: '' });
    await call(server, '/addresses/edit', { method: 'PUT', body: { ...body, zipCode: '75600' }, token: shopper.token });
  });

  it('create saves a first address and refuses a second one with a clear message', async () => {
    const fresh = await signUpShopper(server, 8);
    const body = { email: 'shopper8@example.pk', ...KARACHI };
    expect(await call(server, '/addresses/create', { body, token: fresh.token })).toEqual({
      status: 201,
      body: { message: 'Address created successfully' },
    });
    expect((await saved('shopper8@example.pk', fresh.token)).body).toMatchObject(KARACHI);
    expect(await call(server, '/addresses/create', { body, token: fresh.token })).toEqual({
      status: 409,
      body: { message: 'An address is already saved. Use PUT /addresses/edit to change it.', code: 'address_exists' },
    });
  });

  it('names the missing required fields and refuses bad types and lengths', async () => {
    const missing = { email: 'demo@sauda.pk', streetAddressLine1: 'House 1', city: ' ', state: 'Punjab' };
    for (const [method, path] of [
      ['POST', '/addresses/create'],
      ['PUT', '/addresses/edit'],
    ]) {
      expect(await call(server, path!, { method, body: missing, token: demo.token })).toEqual({
        status: 400,
        body: { message: 'All required fields must be provided (missing: city)', code: 'validation_failed' },
      });
    }
    const edit = (body: object) => call(server, '/addresses/edit', { method: 'PUT', body, token: demo.token });
    expect((await edit({ email: 'demo@sauda.pk', ...KARACHI, zipCode: 75600 })).body).toEqual({
      message: 'zipCode must be text',
      code: 'validation_failed',
    });
    expect((await edit({ email: 'demo@sauda.pk', ...KARACHI, city: 'x'.repeat(101) })).body).toEqual({
      message: 'city must be at most 100 characters',
      code: 'validation_failed',
    });
    expect((await edit({})).body.message).toBe(
      'All required fields must be provided (missing: email, streetAddressLine1, city, state)',
    );
    expect((await saved('demo@sauda.pk', demo.token)).body.city).toBe('Lahore');
  });

  it("answers 401 without a token and 403 for someone else's e-mail, changing nothing", async () => {
    const body = { email: 'demo@sauda.pk', ...KARACHI };
    for (const [method, path] of [
      ['POST', '/addresses/create'],
      ['PUT', '/addresses/edit'],
    ]) {
      expect((await call(server, path!, { method, body })).status).toBe(401);
      expect(await call(server, path!, { method, body, token: shopper.token })).toEqual({
        status: 403,
        body: { message: 'You may only access your own address', code: 'not_your_data' },
      });
    }
    expect((await saved('demo@sauda.pk', demo.token)).body.city).toBe('Lahore');
  });
});
