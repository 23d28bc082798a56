import { ApiError } from '@sauda/api';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_NOT_LOADED, lazyClient } from './lazy-client';

const realClient = {
  get: async (id: string) => ({ id, name: 'Bonanza Satrangi Karandi Kurta Shalwar' }),
  list: async (perPage: number, options?: { signal?: AbortSignal }) => ({ perPage, signal: options?.signal }),
};

describe('lazyClient', () => {
  it('loads the client with the first call, once, and answers every call as the client does', async () => {
    const load = vi.fn(async () => ({ productsApi: realClient }));
    const client = lazyClient(load, 'productsApi');
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    const [one, many] = await Promise.all([client.get('p-1'), client.list(20, { signal })]);
    expect(one).toEqual({ id: 'p-1', name: 'Bonanza Satrangi Karandi Kurta Shalwar' });
    expect(many).toEqual({ perPage: 20, signal });
    await client.get('p-2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes on the client’s own rejection', async () => {
    const failure = new ApiError(404, 'Product not found');
    const client = lazyClient(
      async () => ({ productsApi: { get: async () => Promise.reject(failure) } }),
      'productsApi',
    );
    await expect(client.get()).rejects.toBe(failure);
  });

  it('rejects as a network ApiError when the code cannot be fetched, and asks again at the next call', async () => {
    const load = vi
      .fn<() => Promise<{ productsApi: typeof realClient }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ productsApi: realClient });
    const client = lazyClient(load, 'productsApi');
    const failed = await client.get('p-1').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 0, kind: 'network', message: CLIENT_NOT_LOADED });
    await expect(client.get('p-1')).resolves.toMatchObject({ id: 'p-1' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable, so it can be returned from an async function', async () => {
    const client = lazyClient(async () => ({ productsApi: realClient }), 'productsApi');
    const returned = await (async () => client)();
    expect(returned).toBe(client);
    expect('then' in client).toBe(false);
  });

  it('lets a test replace a method (vi.spyOn) without loading the client', async () => {
    const load = vi.fn(async () => ({ productsApi: realClient }));
    const client = lazyClient(load, 'productsApi');
    const spy = vi.spyOn(client, 'get').mockResolvedValue({ id: 'p-9', name: 'Stub' });
    await expect(client.get('p-9')).resolves.toEqual({ id: 'p-9', name: 'Stub' });
    expect(load).not.toHaveBeenCalled();
    spy.mockRestore();
    await expect(client.get('p-3')).resolves.toMatchObject({ id: 'p-3' });
  });
});
