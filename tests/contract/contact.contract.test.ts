import { describe, expect, it } from 'vitest';
import { fakeBackend, pathOf } from './support/fake-backend';

describe('contact.send (reference server only)', () => {
  it('posts name, email and message', async () => {
    const backend = fakeBackend({ status: 201, body: { message: 'Thanks, we will reply soon.' } });
    const body = { name: 'Ayesha', email: 'a@b.pk', message: 'Where is my order?' };
    await expect(backend.api.contact.send(body)).resolves.toEqual({ message: 'Thanks, we will reply soon.' });
    expect(backend.request.method).toBe('POST');
    expect(pathOf(backend.request.url)).toBe('/api/v1/contact');
    expect(backend.request.body).toEqual(body);
  });

  it('confirms with its own text when the server sends none, and fails with the fallback', async () => {
    await expect(
      fakeBackend({ status: 201, body: {} }).api.contact.send({ name: 'A', email: 'a@b.pk', message: 'm' }),
    ).resolves.toEqual({ message: 'Your message has been sent.' });
    await expect(
      fakeBackend({ status: 404, text: 'Not Found' }).api.contact.send({ name: 'A', email: 'a@b.pk', message: 'm' }),
    ).rejects.toMatchObject({ status: 404, message: 'Failed to send your message. Please try again.' });
  });

  it('rejects an answer that is not an object', async () => {
    await expect(
      fakeBackend({ body: [1] }).api.contact.send({ name: 'A', email: 'a@b.pk', message: 'm' }),
    ).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});
