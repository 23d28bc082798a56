import { describe, expect, it } from 'vitest';
import { directoryView, shopsFromProducts } from './shop-directory';

const ANARKALI = 'a0000000-0000-4000-8000-000000000001';
const SADDAR = 'b0000000-0000-4000-8000-000000000002';

describe('shopsFromProducts (the legacy backend has no shop list)', () => {
  it('names each shop once, in the order of the newest products, ignoring case in ids, with no counts', () => {
    const shops = shopsFromProducts([
      { shopId: ANARKALI, shopName: 'Anarkali Fashion House' },
      { shopId: SADDAR, shopName: ' Saddar Mobile Mart ' },
      { shopId: ANARKALI.toUpperCase(), shopName: 'Anarkali Fashion House' },
    ]);
    expect(shops).toEqual([
      { id: ANARKALI, name: 'Anarkali Fashion House', logo: null },
      { id: SADDAR, name: 'Saddar Mobile Mart', logo: null },
    ]);
  });

  it('skips products without a shop id or a shop name', () => {
    expect(
      shopsFromProducts([
        { shopId: '', shopName: 'Nameless' },
        { shopId: SADDAR },
        { shopId: ANARKALI, shopName: '  ' },
      ]),
    ).toEqual([]);
  });
});

describe('directoryView', () => {
  const shops = shopsFromProducts(
    ['Anarkali Fashion House', 'Liberty Lawn Centre', 'Karachi Kitchen Store', 'Kohinoor Stationers'].map(
      (shopName, index) => ({ shopId: `c000000${index}-0000-4000-8000-000000000000`, shopName }),
    ),
  );

  it('keeps the shops whose name contains the query in any case', () => {
    expect(directoryView(shops, 'KARACHI', 10).shops.map((shop) => shop.name)).toEqual(['Karachi Kitchen Store']);
    expect(directoryView(shops, '  ', 10).shops).toHaveLength(4);
    expect(directoryView(shops, 'nothing like it', 10)).toEqual({ shops: [], hasMore: false });
  });

  it('shows the first `limit` and tells whether more would follow', () => {
    expect(directoryView(shops, 'E', 2)).toEqual({ shops: shops.slice(0, 2), hasMore: true });
    expect(directoryView(shops, 'E', 4)).toEqual({ shops, hasMore: false });
  });
});
