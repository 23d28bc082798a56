import { describe, expect, it } from 'vitest';
import { sources } from './route-hint-sources';
import { appRoutes } from '../app/route-table';

const hintOf = (path: string) => sources.routes.find((route) => route.path === path);

describe("the server's preload hints, derived from the route table", () => {
  it('has every route with a pattern, in the table order, with the module its page loads', () => {
    expect(sources.routes.map((route) => route.path)).toEqual(appRoutes.flatMap((route) => route.path ?? []));
    expect(hintOf('/')?.page).toBe('pages/home/home-page.tsx');
    expect(hintOf('/products/superdeals')?.page).toBe('pages/listing/deals-page.tsx');
    expect(hintOf('/:categoryName/:id')?.page).toBe('pages/listing/category-page.tsx');
  });

  it("hints the URLs the page's own requests send, with the address's values as `:name`", () => {
    expect(sources.everyPageFetches).toEqual(['/api/v1/items?perPage=30']);
    expect(hintOf('/')?.fetches).toEqual(['/api/v1/listing?perPage=20']);
    expect(hintOf('/search')?.fetches).toEqual(['/api/v1/listing?query=:query&perPage=24']);
    expect(hintOf('/products/superdeals')?.fetches).toEqual(['/api/v1/listing?deal=superdeals&perPage=24']);
    expect(hintOf('/:categoryName/:id')).toMatchObject({
      uuids: ['id'],
      fetches: ['/api/v1/listing?itemsCategoryId=:id&perPage=24'],
      picture: 'first-card',
    });
  });

  it('hints a product only for a UUID id, since the page asks for nothing otherwise', () => {
    expect(hintOf('/product/:name/:id')).toMatchObject({
      uuids: ['id'],
      fetches: ['/api/v1/products/:id'],
      picture: 'gallery',
    });
    expect(hintOf('/review/:id')).toMatchObject({ uuids: [], fetches: [] });
    expect(hintOf('/cart')).toEqual({ path: '/cart', page: 'pages/cart/cart-page.tsx', uuids: [], fetches: [] });
  });
});
