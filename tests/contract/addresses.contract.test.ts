import { describe, expect, it } from 'vitest';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

const saved = {
  Name: 'Ayesha Khan',
  Email: 'ayesha@example.pk',
  streetAddressLine1: 'House 1, Street 2',
  streetAddressLine2: null,
  city: 'Lahore',
  state: 'Punjab',
};

describe('addresses.get', () => {
  it('reads both shapes as the same checkout address', async () => {
    const { legacy, reference } = await readBoth(
      { body: { ...saved, Phone: '+92 300 1234567', zipCode: 54000 } },
      { body: { ...saved, streetAddressLine2: '', Phone: '3001234567', zipCode: '54000' } },
      (api) => api.addresses.get('ayesha@example.pk'),
    );
    expect(legacy).toEqual({
      fullName: 'Ayesha Khan',
      country: 'Pakistan',
      streetAddressLine1: 'House 1, Street 2',
      streetAddressLine2: '',
      city: 'Lahore',
      state: 'Punjab',
      zipCode: '54000',
      phoneNumber: '3001234567',
      email: 'ayesha@example.pk',
    });
    expect(reference).toEqual(legacy);
  });

  it('reads null address fields as no saved address', async () => {
    const backend = fakeBackend({
      body: {
        Name: 'A',
        Phone: '1',
        Email: 'a@b.pk',
        streetAddressLine1: null,
        city: null,
        state: null,
        zipCode: null,
      },
    });
    expect(await backend.api.addresses.get('a@b.pk')).toBeNull();
    expect(pathOf(backend.request.url)).toBe('/api/v1/addresses/address?email=a%40b.pk');
  });

  it('does not ask without an e-mail', async () => {
    const backend = fakeBackend();
    await expect(backend.api.addresses.get(' ')).rejects.toMatchObject({
      message: expect.stringContaining('Email is required'),
    });
    expect(backend.requests).toHaveLength(0);
  });

  it('rejects an answer that is not an object', async () => {
    await expect(fakeBackend({ body: 'x' }).api.addresses.get('a@b.pk')).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
  });
});

describe('addresses.create and edit', () => {
  const address = {
    email: 'a@b.pk',
    streetAddressLine1: 'House 1',
    city: 'Lahore',
    state: 'Punjab',
    zipCode: '54000',
  };

  it('create POSTs the stored fields and accepts 201', async () => {
    const backend = fakeBackend({ status: 201, body: { message: 'Address created successfully' } });
    await expect(backend.api.addresses.create(address)).resolves.toEqual({ message: 'Address created successfully' });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe('/api/v1/addresses/create');
    expect(backend.request.body).toEqual({ ...address, streetAddressLine2: '' });
  });

  it('edit PUTs to /addresses/edit', async () => {
    const backend = fakeBackend({ status: 201, body: { message: 'Address updated successfully' } });
    await backend.api.addresses.edit({ ...address, streetAddressLine2: 'Block C' });
    expect(backend.request.method).toBe('PUT');
    expect(pathOf(backend.request.url)).toBe('/api/v1/addresses/edit');
    expect(backend.request.body).toMatchObject({ streetAddressLine2: 'Block C' });
  });

  it("rejects a missing city with the server's own wording, before sending", async () => {
    const backend = fakeBackend();
    await expect(backend.api.addresses.create({ ...address, city: '' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: expect.stringContaining('All required fields must be provided'),
    });
  });
});
