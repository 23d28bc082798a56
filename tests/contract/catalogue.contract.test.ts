import { describe, expect, it } from 'vitest';
import { ids, lower } from './fixtures/ids';
import { fakeBackend, pathOf, readBoth } from './support/fake-backend';

describe('catalogue.items', () => {
  it('reads both shapes as the same items categories', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: {
          itemList: [
            {
              Id: ids.item,
              Name: 'Kurtas',
              Image: 'https://img.test/k.jpg',
              SubSubCategoryId: ids.shop,
              CreatedAt: '2024-01-01T00:00:00Z',
            },
          ],
          totalPages: 1,
          page: 1,
        },
      },
      { body: { itemList: [{ Id: lower.item, Name: 'Kurtas', Image: 'https://img.test/k.jpg' }] } },
      (api) => api.catalogue.items(),
    );
    expect(legacy).toEqual([{ id: lower.item, name: 'Kurtas', image: 'https://img.test/k.jpg' }]);
    expect(reference).toEqual(legacy);
  });

  it('reads the legacy 404 and a missing list as empty', async () => {
    const { legacy, reference } = await readBoth(
      { status: 404, body: { message: 'Page Not Found' } },
      { body: { totalPages: 0 } },
      (api) => api.catalogue.items(),
    );
    expect(legacy).toEqual([]);
    expect(reference).toEqual([]);
  });

  it('asks for 30 items by default', async () => {
    const backend = fakeBackend({ body: { itemList: [] } });
    await backend.api.catalogue.items();
    expect(pathOf(backend.request.url)).toBe('/api/v1/items?perPage=30');
  });

  it("fails with 'Error fetching categories' when the server says nothing", async () => {
    const backend = fakeBackend({ status: 500, text: 'oops' });
    await expect(backend.api.catalogue.items()).rejects.toMatchObject({ message: 'Error fetching categories' });
  });
});

describe('catalogue.categories', () => {
  it('reads both shapes alike, 404 as empty', async () => {
    const { legacy, reference } = await readBoth(
      { body: { categoryList: [{ Id: ids.item, Name: 'Fashion', Image: null, CreatedAt: 'x' }], totalPages: 1 } },
      { body: { categoryList: [{ Id: lower.item, Name: 'Fashion', Image: '' }] } },
      (api) => api.catalogue.categories({ perPage: 30 }),
    );
    expect(legacy).toEqual([{ id: lower.item, name: 'Fashion', image: '' }]);
    expect(reference).toEqual(legacy);
    expect(await fakeBackend({ status: 404, body: { message: 'Page Not Found' } }).api.catalogue.categories()).toEqual(
      [],
    );
  });

  it('sends GET /api/v1/category with its query', async () => {
    const backend = fakeBackend({ body: { categoryList: [] } });
    await backend.api.catalogue.categories({ perPage: 30 });
    expect(pathOf(backend.request.url)).toBe('/api/v1/category?perPage=30');
  });

  it('rejects a category without an id', async () => {
    const backend = fakeBackend({ body: { categoryList: [{ Name: 'x' }] } });
    await expect(backend.api.catalogue.categories()).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});

describe('catalogue.brands, colors and sizes', () => {
  it('reads brands once per name from both shapes', async () => {
    const { legacy, reference } = await readBoth(
      {
        body: [
          { Id: ids.shop, Name: 'Khaadi', Category: 'fashion', Relationship: 'Owner', AuthenticationDocuments: '[]' },
          { Id: ids.shop2, Name: 'khaadi', Category: 'fashion' },
          { Id: ids.item, Name: 'Gul Ahmed' },
        ],
      },
      {
        body: [
          { Id: lower.shop, Name: 'Khaadi' },
          { Id: lower.item, Name: 'Gul Ahmed' },
        ],
      },
      (api) => api.catalogue.brands(),
    );
    expect(legacy).toEqual([
      { id: lower.shop, name: 'Khaadi' },
      { id: lower.item, name: 'Gul Ahmed' },
    ]);
    expect(reference).toEqual(legacy);
  });

  it.each([
    ['colors', '/api/v1/colors'],
    ['sizes', '/api/v1/sizes'],
    ['brands', '/api/v1/brands'],
  ] as const)('%s reads integer ids as text and calls %s', async (name, path) => {
    const backend = fakeBackend({ body: [{ Id: 3, Name: 'Red' }] });
    expect(await backend.api.catalogue[name]()).toEqual([{ id: '3', name: 'Red' }]);
    expect(pathOf(backend.request.url)).toBe(path);
  });

  it('rejects an answer that is not a list', async () => {
    const backend = fakeBackend({ body: { colors: [] } });
    await expect(backend.api.catalogue.colors()).rejects.toMatchObject({ kind: 'malformed-answer' });
  });
});
