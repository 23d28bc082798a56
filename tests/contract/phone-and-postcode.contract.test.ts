import { describe, expect, it } from 'vitest';
import { address, cartLines } from './fixtures/cart';
import { lower } from './fixtures/ids';
import { fakeBackend } from './support/fake-backend';

/** How Pakistanis type one number; every request carries it as the backends store it, '3001234567'. */
const TYPED = ['03001234567', '+923001234567', '+92 300 1234567', '0300-1234567', '3001234567'];

describe('phones go on the wire in their one form', () => {
  it.each(TYPED)('sign-up with %s sends 3001234567', async (phone) => {
    const backend = fakeBackend({ status: 201, body: { message: 'User registered successfully.' } });
    await backend.api.auth.signUp({ name: 'A', phone, email: 'a@b.pk', password: 'Secret1!x' });
    expect(backend.request.body).toMatchObject({ phone: '3001234567' });
  });

  it.each(TYPED)('a profile update with %s sends 3001234567', async (phone) => {
    const backend = fakeBackend({ body: { message: 'User updated successfully' } });
    await backend.api.user.update(lower.user, { name: 'A', phone });
    expect((backend.request.body as FormData).get('phone')).toBe('3001234567');
  });

  it.each(TYPED)('an order with %s sends 3001234567', async (phoneNumber) => {
    const backend = fakeBackend({ status: 201, body: { message: 'Orders created successfully', parentOrderId: 'x' } });
    await backend.api.orders.create({ userId: lower.user, address: { ...address, phoneNumber }, lines: cartLines });
    expect(backend.request.body).toMatchObject({ phoneNumber: '3001234567' });
  });

  it("rewords the original backend's 'Phone number already registered!' so the storefront does not repeat it", async () => {
    const backend = fakeBackend(
      { status: 400, body: { error: true, msg: 'Phone number already registered!' } },
      'legacy',
    );
    const refused = backend.api.auth.signUp({ name: 'A', phone: '3001234567', email: 'a@b.pk', password: 'Secret1!x' });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message:
        'We could not create an account with these details. If you already have an account, log in or reset your password.',
    });
    // Other refusals are shown as the backend words them.
    const exists = fakeBackend({ status: 400, body: { error: true, msg: 'User already exists!' } }, 'legacy');
    await expect(
      exists.api.auth.signUp({ name: 'A', phone: '3001234567', email: 'a@b.pk', password: 'Secret1!x' }),
    ).rejects.toMatchObject({ message: 'User already exists!' });
  });
});

describe('the postcode is optional', () => {
  it('places an order and saves an address without one', async () => {
    const order = fakeBackend({ status: 201, body: { message: 'Orders created successfully', parentOrderId: 'x' } });
    await order.api.orders.create({ userId: lower.user, address: { ...address, zipCode: '' }, lines: cartLines });
    expect(order.request.body).toMatchObject({ zipCode: '' });

    const saved = fakeBackend({ status: 201, body: { message: 'Address created successfully' } });
    await saved.api.addresses.create({
      email: 'a@b.pk',
      streetAddressLine1: 'House 1',
      city: 'Lahore',
      state: 'Punjab',
    });
    expect(saved.request.body).toMatchObject({ zipCode: '' });
  });
});
