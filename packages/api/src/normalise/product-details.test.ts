import { describe, expect, it } from 'vitest';
import { productDetailList } from './product-details';

describe('productDetailList', () => {
  it('reads arrays of { key, value } in any letter case and with other names', () => {
    expect(
      productDetailList([
        { key: 'Fabric', value: 'Lawn' },
        { Key: 'Pieces', Value: 3 },
        { name: 'Care', description: 'Dry clean only' },
      ]),
    ).toEqual({
      entries: [
        { key: 'Fabric', value: 'Lawn' },
        { key: 'Pieces', value: '3' },
        { key: 'Care', value: 'Dry clean only' },
      ],
      notes: [],
    });
  });

  it("splits 'Key: value' strings and keeps other lines as notes", () => {
    expect(productDetailList(['Warranty: 1 year', 'Made in Pakistan', ': no key', 'Colour:'])).toEqual({
      entries: [{ key: 'Warranty', value: '1 year' }],
      notes: ['Made in Pakistan', ': no key', 'Colour:'],
    });
    expect(productDetailList('Weight: 65 g\nKeep in a cool, dry place').entries).toEqual([
      { key: 'Weight', value: '65 g' },
    ]);
  });

  it('reads plain objects and JSON strings', () => {
    expect(productDetailList({ Fabric: 'Lawn', Sizes: ['S', 'M'], Empty: '' }).entries).toEqual([
      { key: 'Fabric', value: 'Lawn' },
      { key: 'Sizes', value: 'S, M' },
    ]);
    expect(productDetailList('[{"key":"RAM","value":"8 GB"}]').entries).toEqual([{ key: 'RAM', value: '8 GB' }]);
    expect(productDetailList('[not json').notes).toEqual(['[not json']);
  });

  it('tolerates nothing and junk', () => {
    const empty = { entries: [], notes: [] };
    for (const value of [undefined, null, '', '   ', [], {}, [null, {}, '  ']]) {
      expect(productDetailList(value)).toEqual(empty);
    }
    expect(productDetailList([42, true]).notes).toEqual(['42', 'true']);
    expect(productDetailList([{ value: 'Only a value' }]).notes).toEqual(['Only a value']);
  });
});
