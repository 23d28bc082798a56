import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

describe('user.get', () => {
  it('reads the legacy row (with hash and code) like the reference profile', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          Id: ids.user,
          Name: 'Ayesha',
          Phone: '03001234567',
          Email: 'ayesha@example.pk',
          Password: '$2b$10$hash',
          Images: 'https://img.test/me.jpg',
          VerifyCode: '123456',
          IsVerified: true,
          FollowedShops: null,
        },
      },
      {
        body: {
          Id: lower.user,
          Name: 'Ayesha',
          Phone: '3001234567',
          Email: 'ayesha@example.pk',
          Images: ['https://img.test/me.jpg'],
        },
      },
      (api) => api.user.get(lower.user),
    );
    expect(legacy).toEqual({
      name: 'Ayesha',
      email: 'ayesha@example.pk',
      phone: '3001234567',
      image: 'https://img.test/me.jpg',
    });
    expect(reference).toEqual(legacy);
  });

  it('calls GET /api/v1/user/{id} and reads a missing image as null', async () => {
    const backend = fakeBackend({ body: { Name: 'A', Email: 'a@b.pk', Phone: null, Images: null } });
    expect(await backend.api.user.get(ids.user)).toEqual({ name: 'A', email: 'a@b.pk', phone: '', image: null });
    expect(pathOf(backend.request.url)).toBe(`/api/v1/user/${ids.user}`);
  });

  it('rejects an answer that is not an object', async () => {
    await expect(fakeBackend({ body: ['x'] }).api.user.get('u')).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});

describe('user.update', () => {
  it('sends multipart name, email, phone and the picture under `image`', async () => {
    const backend = fakeBackend({ body: { message: 'User updated successfully' } });
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    const result = await backend.api.user.update(ids.user, {
      name: 'Ayesha',
      email: 'a@b.pk',
      phone: '3001234567',
      image,
    });
    expect(result).toEqual({ message: 'User updated successfully' });
    expect(backend.request.method).toBe('PUT');
    expect(pathOf(backend.request.url)).toBe(`/api/v1/user/${ids.user}`);
    expect(backend.request.headers['content-type']).toBeUndefined();
    const form = backend.request.body as FormData;
    expect(form.get('name')).toBe('Ayesha');
    expect(form.get('email')).toBe('a@b.pk');
    expect(form.get('phone')).toBe('3001234567');
    expect((form.get('image') as File).name).toBe('me.png');
  });

  it("falls back to 'Error while updating profile details' when the server sends only `error`-less text", async () => {
    const backend = fakeBackend({ status: 500, body: { success: false } });
    await expect(backend.api.user.update('u', { name: 'A', phone: '3001234567' })).rejects.toMatchObject({
      message: 'Error while updating profile details',
    });
  });

  it('shows the legacy `error` text', async () => {
    const backend = fakeBackend({ status: 400, body: { error: 'Invalid id format' } });
    await expect(backend.api.user.update('u', { name: 'A', phone: '1' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid id format',
    });
  });
});
