import { CATEGORIES, SHOP_ITEMS, type ItemSeed } from '../catalogue-data';
import { PALETTE, placeholderImage } from '../images';
import { SHOP_CITIES, SHOP_NAMES } from '../people-data';
import { SeededRandom } from '../random';
import type { BulkSession } from './bulk-session';
import { grownBrands, grownShopName } from './names';
import { Zipf } from './zipf';

/** Shops of a grown marketplace: the demo's 25 and more. */
export const SCALE_SHOP_COUNT = 500;
/** Shoppers who write the grown catalogue's reviews (a prime: see `reviewersOf`). */
export const REVIEWER_COUNT = 2003;
/** Shops that sell in one items category. */
const SHOPS_PER_ITEM = 40;
/** Brands an items category gains beside the demo's. */
const GROWN_BRANDS_PER_ITEM = 16;

/** An items category of the grown catalogue: its demo data, who sells in it and under which brands. */
export interface ScaleItem {
  id: string;
  categoryId: string;
  catName: string;
  seed: ItemSeed;
  shops: string[];
  shopPopularity: Zipf;
  /** The demo's brands first, so they stay the biggest. */
  brands: string[];
  brandPopularity: Zipf;
}

/** What every grown product is drawn from. */
export interface ScaleCatalogue {
  /** Items categories, most popular first. */
  items: ScaleItem[];
  itemPopularity: Zipf;
  reviewers: string[];
}

/** Adds the grown shops (and their owners) and the reviewers, each once: a second run finds them there. */
async function growPeople(
  session: BulkSession,
  lockedHash: string,
): Promise<{ shops: string[]; demoShopNames: Map<string, string>; reviewers: string[] }> {
  const grown = SCALE_SHOP_COUNT - SHOP_NAMES.length;
  // Drawn from one stream, so a second run finds the same ids (and no two overlap).
  const ids = new SeededRandom(0x5ca1e0);
  const uuidsOf = (count: number) => Array.from({ length: count }, () => ids.uuid());
  const ownerIds = uuidsOf(grown);
  const shopIds = uuidsOf(grown);
  const demoShops = await session.query<{ id: string; name: string }>(
    'SELECT id, name FROM shops WHERE id <> ALL($1::uuid[]) ORDER BY created_at, id',
    [shopIds],
  );
  const reviewerIds = uuidsOf(REVIEWER_COUNT);
  const users = [
    ...ownerIds.map((id, n) => [
      id,
      `Shop Owner ${n + 1}`,
      `39${String(n).padStart(8, '0')}`,
      `owner${n}@scale.sauda.pk`,
      'subAdmin',
    ]),
    ...reviewerIds.map((id, n) => [
      id,
      `Shopper ${n + 1}`,
      `38${String(n).padStart(8, '0')}`,
      `shopper${n}@scale.sauda.pk`,
      'customer',
    ]),
  ];
  await session.query(
    `INSERT INTO users (id, name, phone, email, password_hash, user_type, is_verified, created_at)
     SELECT u.id::uuid, u.name, u.phone, u.email, $5, u.kind, true, '2023-01-01T00:00:00Z'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $6::text[]) AS u(id, name, phone, email, kind)
     ON CONFLICT DO NOTHING`,
    [
      users.map((u) => u[0]),
      users.map((u) => u[1]),
      users.map((u) => u[2]),
      users.map((u) => u[3]),
      lockedHash,
      users.map((u) => u[4]),
    ],
  );
  const shops = shopIds.map((id, n) => {
    const city = SHOP_CITIES[n % SHOP_CITIES.length]!;
    const name = grownShopName(Math.floor(n / SHOP_CITIES.length), city);
    const color = PALETTE[n % PALETTE.length]!;
    return {
      id,
      name,
      city,
      owner: ownerIds[n]!,
      logo: placeholderImage(name.slice(0, 2), color),
      cover: placeholderImage(name, color),
    };
  });
  await session.query(
    `INSERT INTO shops (id, name, email, phone, logo, cover_image, city, owner_id, followers_count, created_at)
     SELECT s.id::uuid, s.name, 'contact' || s.n || '@scale.sauda.pk', '+9230' || lpad(s.n::text, 8, '0'), s.logo,
       s.cover, s.city, s.owner::uuid, (s.n * 37) % 5000, '2023-01-01T00:00:00Z'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY
       AS s(id, name, city, owner, logo, cover, n)
     ON CONFLICT DO NOTHING`,
    [
      shops.map((s) => s.id),
      shops.map((s) => s.name),
      shops.map((s) => s.city),
      shops.map((s) => s.owner),
      shops.map((s) => s.logo),
      shops.map((s) => s.cover),
    ],
  );
  return {
    shops: [...demoShops.map((shop) => shop.id), ...shopIds],
    demoShopNames: new Map(demoShops.map((shop) => [shop.id, shop.name])),
    reviewers: reviewerIds,
  };
}

/**
 * The demo's taxonomy as stored (found by name), grown: 500 shops, 40 of them selling in each items category with
 * Zipf-like shares, the demo's brands and 16 more per items category, and the items categories in a fixed shuffled
 * order of popularity. Needs the demo catalogue in the database.
 */
export async function growCatalogue(session: BulkSession, lockedHash: string): Promise<ScaleCatalogue> {
  const rows = await session.query<{ id: string; name: string; category_id: string; category: string }>(
    'SELECT i.id, i.name, i.category_id, c.name AS category FROM items i JOIN categories c ON c.id = i.category_id',
  );
  const stored = new Map(rows.map((row) => [`${row.category}/${row.name}`, row]));
  const { shops, demoShopNames, reviewers } = await growPeople(session, lockedHash);
  const grownShops = shops.filter((id) => !demoShopNames.has(id));
  // A demo shop sells only what its name says (SHOP_ITEMS); in an items category it does not fit, a grown shop
  // (named for no trade) takes its place. The draws stay the same.
  const fitting = (drawn: string[], item: ItemSeed, itemIndex: number) =>
    drawn.map((id, position) => {
      const name = demoShopNames.get(id);
      if (name === undefined || SHOP_ITEMS[name]?.includes(item.name)) return id;
      return grownShops[(itemIndex * SHOPS_PER_ITEM + position) % grownShops.length]!;
    });
  const random = new SeededRandom(0x5ca1e3);
  const seeds = CATEGORIES.flatMap((category) => category.items.map((item) => ({ category, item })));
  const items = seeds.map(({ category, item }, index): ScaleItem => {
    const row = stored.get(`${category.name}/${item.name}`);
    if (!row) throw new Error(`The scale seed grows the demo catalogue: items category ${item.name} is missing`);
    const brands = [...new Set([...item.brands, ...grownBrands(index, GROWN_BRANDS_PER_ITEM)])];
    return {
      id: row.id,
      categoryId: row.category_id,
      catName: category.catName,
      seed: item,
      shops: fitting(random.sample(shops, SHOPS_PER_ITEM), item, index),
      shopPopularity: new Zipf(SHOPS_PER_ITEM, 1.1),
      brands,
      brandPopularity: new Zipf(brands.length, 1),
    };
  });
  return { items: random.sample(items, items.length), itemPopularity: new Zipf(items.length, 0.9), reviewers };
}
