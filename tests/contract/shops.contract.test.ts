import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

describe('shops.get', () => {
  it('reads FollowedShops as text or null like the reference number', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          Id: ids.shop,
          Name: 'Khaadi Store',
          Email: 'k@k.pk',
          Logo: null,
          CoverImage: null,
          Phone: '92300',
          OwnerId: ids.user,
          FollowersCount: 5,
          CreatedAt: 'd',
          OwnerName: 'Ayesha',
          FollowedShops: '2',
        },
      },
      {
        body: {
          Id: lower.shop,
          Name: 'Khaadi Store',
          Logo: null,
          OwnerName: 'Ayesha',
          FollowersCount: 5,
          FollowedShops: 2,
        },
      },
      (api) => api.shops.get(lower.shop),
    );
    expect(legacy).toEqual({
      id: lower.shop,
      name: 'Khaadi Store',
      logo: null,
      ownerName: 'Ayesha',
      followersCount: 5,
      followingCount: 2,
    });
    expect(reference).toEqual(legacy);
    const unset = fakeBackend({ body: { Id: ids.shop, Name: 'S', FollowersCount: -1, FollowedShops: null } });
    expect(await unset.api.shops.get(ids.shop)).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(pathOf(unset.request.url)).toBe(`/api/v1/shops/${ids.shop}`);
  });

  it("shows 'Shop not found' and rejects a shop without a name", async () => {
    await expect(
      fakeBackend({ status: 404, body: { message: 'Shop not found' } }).api.shops.get('s'),
    ).rejects.toMatchObject({ status: 404, message: 'Shop not found' });
    await expect(fakeBackend({ body: { Id: 's' } }).api.shops.get('s')).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
  });
});

describe('follows', () => {
  it('status reads isFollowing from GET /user/{userId}/follows/{shopId}', async () => {
    const backend = fakeBackend({ body: { isFollowing: true } });
    expect(await backend.api.follows.status({ userId: ids.user, shopId: ids.shop })).toBe(true);
    expect(pathOf(backend.request.url)).toBe(`/api/v1/user/${ids.user}/follows/${ids.shop}`);
    await expect(
      fakeBackend({ body: { following: 'yes' } }).api.follows.status({ userId: 'u', shopId: 's' }),
    ).rejects.toMatchObject({ kind: 'malformed-answer' });
  });

  it.each([
    ['follow', '/api/v1/user/follow', 'Shop followed successfully'],
    ['unfollow', '/api/v1/user/unfollow', 'Shop unfollowed successfully'],
  ] as const)('%s posts userId and shopId', async (name, path, message) => {
    const backend = fakeBackend({ body: { message } });
    await expect(backend.api.follows[name]({ userId: 'u', shopId: 's' })).resolves.toEqual({ message });
    expect(pathOf(backend.request.url)).toBe(path);
    expect(backend.request.body).toEqual({ userId: 'u', shopId: 's' });
  });

  it('shows the legacy `msg`-less 400 text', async () => {
    const backend = fakeBackend({ status: 400, body: { message: 'User already follows this shop' } });
    await expect(backend.api.follows.follow({ userId: 'u', shopId: 's' })).rejects.toMatchObject({
      message: 'User already follows this shop',
    });
  });

  it('list reads both shapes alike; the legacy 404 is empty', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          followedShops: [{ Id: ids.shop, Name: 'Khaadi Store', Logo: 'https://img.test/l.png', FollowersCount: 5 }],
        },
      },
      {
        body: {
          followedShops: [{ Id: lower.shop, Name: 'Khaadi Store', Logo: 'https://img.test/l.png', FollowersCount: 5 }],
        },
      },
      (api) => api.follows.list(lower.user),
    );
    expect(legacy).toEqual([
      { id: lower.shop, name: 'Khaadi Store', logo: 'https://img.test/l.png', followersCount: 5 },
    ]);
    expect(reference).toEqual(legacy);
    const none = fakeBackend({ status: 404, body: { message: 'No followed shops found' } });
    expect(await none.api.follows.list(ids.user)).toEqual([]);
    expect(pathOf(none.request.url)).toBe(`/api/v1/user/${ids.user}/followed-shops`);
  });
});

describe('shops.list (reference server only)', () => {
  it('sends page, perPage and query, and reads the directory page', async () => {
    const backend = fakeBackend({
      body: {
        shops: [
          { Id: lower.shop, Name: 'Khaadi Store', Logo: null, FollowersCount: 12, ProductCount: 40 },
          { Id: lower.shop2, Name: 'Khas Home', Logo: 'https://img.test/k.png', FollowersCount: 3, ProductCount: 0 },
        ],
        totalPages: 4,
        page: 2,
      },
    });
    expect(await backend.api.shops.list({ page: 2, perPage: 2, query: 'kha' })).toEqual({
      shops: [
        { id: lower.shop, name: 'Khaadi Store', logo: null, followersCount: 12, productsCount: 40 },
        { id: lower.shop2, name: 'Khas Home', logo: 'https://img.test/k.png', followersCount: 3, productsCount: 0 },
      ],
      page: 2,
      totalPages: 4,
    });
    expect(backend.request.method).toBe('GET');
    expect(pathOf(backend.request.url)).toBe('/api/v1/shops?page=2&perPage=2&query=kha');
  });

  it('reads an empty directory and leaves out an empty query', async () => {
    const backend = fakeBackend({ body: { shops: [], totalPages: 0, page: 1 } });
    expect(await backend.api.shops.list({ query: '' })).toEqual({ shops: [], page: 1, totalPages: 0 });
    expect(pathOf(backend.request.url)).toBe('/api/v1/shops');
  });

  it('refuses a bad page before sending, and the legacy single-shop answer', async () => {
    const backend = fakeBackend({ body: { shops: [], totalPages: 0, page: 1 } });
    await expect(backend.api.shops.list({ page: 0 })).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(backend.requests).toHaveLength(0);
    await expect(fakeBackend({ body: { Id: ids.shop, Name: 'Khaadi Store' } }).api.shops.list()).rejects.toMatchObject({
      kind: 'malformed-answer',
    });
    await expect(
      fakeBackend({ status: 400, body: { message: 'perPage must be at most 100' } }).api.shops.list({ perPage: 500 }),
    ).rejects.toMatchObject({ status: 400, message: 'perPage must be at most 100' });
  });
});
