import { describe, expect, it } from 'vitest';
import { chooseRoute, matchPath } from './match-path';

const id = '8e9a3eb0-4897-47bf-b264-000000000001';

describe('matchPath', () => {
  it('captures named segments, decoded', () => {
    expect(matchPath('/product/:name/:id', `/product/red%20shoe/${id}`)).toEqual({ name: 'red shoe', id });
    expect(matchPath('/cart', '/cart/')).toEqual({});
  });
  it('refuses other shapes and undecodable segments', () => {
    expect(matchPath('/cart', '/carts')).toBeUndefined();
    expect(matchPath('/review/:id', '/review/a/b')).toBeUndefined();
    expect(matchPath('/review/:id', '/review/%E0%A4%A')).toBeUndefined();
  });
});

describe('chooseRoute', () => {
  const routes = [{ path: '/shop' }, { path: '/:categoryName/:id', uuids: ['id'] }, {}];
  it('takes the first route that matches with UUIDs where asked', () => {
    expect(chooseRoute(routes, `/phones/${id}`)).toEqual({ route: routes[1], params: { categoryName: 'phones', id } });
    expect(chooseRoute(routes, '/phones/not-an-id')).toEqual({ route: routes[2], params: {} });
    expect(chooseRoute(routes.slice(0, 2), '/phones/not-an-id')).toBeUndefined();
  });
});
