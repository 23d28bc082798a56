import { describe, expect, it } from 'vitest';
import { buildDemo } from './build-demo';
import { CATEGORIES } from './catalogue-data';
import { parsePictureName, pictureSvg } from './pictures';

const rows = buildDemo({ demo: 'hash', locked: 'hash' });
const itemName = new Map(rows.items.map((item) => [item.id, item.name]));
const categoryOfItem = new Map(
  CATEGORIES.flatMap((category) => category.items.map((item) => [item.name, category.name])),
);

/** What a shop's name promises, read from the name alone (not from the table the seed uses). */
const PROMISES: [RegExp, (item: string, category: string) => boolean][] = [
  [/shoe|chappal/i, (item) => /footwear|shoes/i.test(item)],
  [/mobile|gadget/i, (_, category) => /mobiles|electronics/i.test(category)],
  [/electronics/i, (_, category) => /electronics|mobiles/i.test(category)],
  [/appliances/i, (item) => /kitchen|tv/i.test(item)],
  [/kids/i, (_, category) => category === 'Kids Fashion'],
  [/lawn|fashion|textile|trends|style/i, (item, category) => category === 'Fashion' || item === 'Bedsheets'],
  [/kitchen/i, (item) => /cookware|kitchen/i.test(item)],
  [/beauty/i, (_, category) => category === 'Beauty & Personal Care'],
  [/sports/i, (_, category) => category === 'Sports & Outdoors'],
  [/dry fruit/i, (item) => item === 'Dry Fruits & Snacks'],
  [/tea/i, (item) => item === 'Tea & Beverages'],
  [/stationers/i, (item) => item === 'Stationery'],
  [/bedding/i, (item) => item === 'Bedsheets'],
  [/decor/i, (item) => /decor|prayer|bedsheets/i.test(item)],
  [/handicrafts|crafts/i, (item) => /decor|prayer/i.test(item)],
];

describe('the demo catalogue', () => {
  it('has every shop sell something, and only what its name says', () => {
    for (const shop of rows.shops) {
      const sold = rows.products.filter((product) => product.shopId === shop.id);
      expect(sold.length, shop.name).toBeGreaterThan(0);
      const promises = PROMISES.filter(([words]) => words.test(shop.name));
      for (const product of sold) {
        const item = itemName.get(product.itemsCategoryId as string) as string;
        const category = categoryOfItem.get(item) as string;
        expect(
          promises.every(([, fits]) => fits(item, category)),
          `${shop.name} sells ${product.name} (${item})`,
        ).toBe(true);
      }
    }
    const ichhra = rows.shops.find((shop) => shop.name === 'Ichhra Shoe Palace');
    const items = new Set(
      rows.products.filter((p) => p.shopId === ichhra?.id).map((p) => itemName.get(p.itemsCategoryId!)),
    );
    expect([...items].sort()).toEqual(['Footwear', "Kids' Shoes"]);
  });

  it('lists its newest products across the categories, not one items category', () => {
    const newest = [...rows.products].sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime()).slice(0, 20);
    const categories = new Set(newest.map((product) => categoryOfItem.get(itemName.get(product.itemsCategoryId!)!)));
    expect(categories.size).toBe(CATEGORIES.length);
  });

  it('pictures each product in its colours: one picture per colour variant and a second view', () => {
    for (const product of rows.products.slice(0, 300)) {
      const colours = [
        ...rows.colorVariants.filter((v) => v.productId === product.id).map((v) => v.color),
        ...rows.variants.filter((v) => v.productId === product.id).map((v) => v.variantColor),
      ];
      const pictures = (product.images as string[]).map((url) => parsePictureName(url.split('/').pop()!));
      expect(pictures).toHaveLength(colours.length + 1);
      expect(pictures.map((picture) => picture?.colour)).toEqual(
        [...colours, colours[0]!].map((colour) => colour.toLowerCase().replace(/ /g, '-')),
      );
      expect(pictures.map((picture) => picture?.view)).toEqual([...colours.map(() => 1), 2]);
    }
    const phone = rows.products.find((product) => / Smartphone/.test(product.name));
    expect(parsePictureName((phone?.images as string[])[0]!.split('/').pop()!)?.kind).toBe('phone');
    const chappal = rows.products.find((product) => /Peshawari Chappal/.test(product.name));
    expect(parsePictureName((chappal?.images as string[])[0]!.split('/').pop()!)?.kind).toBe('chappal');
  });

  it('draws a picture the same way every time, tinted by its colour', () => {
    expect(pictureSvg('kurta', 'Navy Blue', 1)).toBe(pictureSvg('kurta', 'Navy Blue', 1));
    expect(pictureSvg('kurta', 'Navy Blue', 1)).toContain('#1f2a44');
    expect(pictureSvg('kurta', 'Maroon', 1)).not.toContain('#1f2a44');
  });
});
