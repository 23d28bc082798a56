import type * as schema from '../db/schema';
import type { StoredSize } from '../db/schema';
import { CATEGORIES, COLORS, SHOP_ITEMS, SIZE_SETS, type CategorySeed, type ItemSeed } from './catalogue-data';
import { buildDemoQuestions, type DemoQuestionRows } from './demo-questions';
import { PALETTE, placeholderImage } from './images';
import { pictureKindOf, pictureUrl } from './pictures';
import { FIRST_NAMES, LAST_NAMES, REVIEW_COMMENTS, SHOP_CITIES, SHOP_NAMES } from './people-data';
import { SeededRandom } from './random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** All rows of the demo marketplace, ready to insert. */
export interface DemoRows extends DemoQuestionRows {
  users: Insert<typeof schema.users>[];
  shops: Insert<typeof schema.shops>[];
  categories: Insert<typeof schema.categories>[];
  items: Insert<typeof schema.items>[];
  colors: Insert<typeof schema.colors>[];
  sizes: Insert<typeof schema.sizes>[];
  brands: Insert<typeof schema.brands>[];
  products: Insert<typeof schema.products>[];
  variants: Insert<typeof schema.productVariants>[];
  colorVariants: Insert<typeof schema.productColorVariants>[];
  reviews: Insert<typeof schema.reviews>[];
  coupons: Insert<typeof schema.coupons>[];
  wishlist: Insert<typeof schema.wishlist>[];
  addresses: Insert<typeof schema.addresses>[];
  follows: Insert<typeof schema.shopFollows>[];
}

/** The demo shopper's sign-in. */
export const DEMO_SHOPPER = { email: 'demo@sauda.pk', password: 'Sauda@123', name: 'Ayesha Khan', phone: '3001234567' };

/** Products in the demo catalogue. */
export const DEMO_PRODUCT_COUNT = 1500;
/** Reviews in the demo catalogue. */
export const DEMO_REVIEW_COUNT = 3000;

/**
 * The items in the order their products were listed: one from each top-level category in turn, so the newest
 * products (home's 'Just For You') span every category rather than the first items category's kurtas.
 */
function listingOrder(items: { category: CategorySeed; item: ItemSeed }[]): Map<ItemSeed, number> {
  const positionInCategory = (entry: { category: CategorySeed; item: ItemSeed }) =>
    entry.category.items.indexOf(entry.item);
  const ordered = [...items].sort(
    (a, b) =>
      positionInCategory(a) - positionInCategory(b) || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
  );
  return new Map(ordered.map((entry, rank) => [entry.item, rank]));
}

/** The demo shops that sell an items category (`SHOP_ITEMS`). */
function shopsSelling(item: ItemSeed, shopIds: readonly string[]): string[] {
  const names = Object.keys(SHOP_ITEMS);
  return names.flatMap((name, index) => (SHOP_ITEMS[name]?.includes(item.name) ? [shopIds[index] as string] : []));
}

/** Colours for the pictures of categories and items, which have no variant colour of their own. */
const TILE_COLOURS = ['Maroon', 'Navy Blue', 'Teal', 'Mustard', 'Olive Green', 'Sky Blue', 'Black', 'Pink', 'Grey'];

const BASE_TIME = Date.UTC(2025, 5, 1, 9, 0, 0);
const hoursAgo = (hours: number) => new Date(BASE_TIME - hours * 3600_000);

function discountFor(random: SeededRandom): number {
  const roll = random.next();
  if (roll < 0.35) return 0;
  if (roll < 0.6) return random.int(5, 19);
  if (roll < 0.88) return random.int(20, 49);
  return random.int(50, 65);
}

function priced(original: number, discount: number) {
  const oldprice = Math.round(original / 10) * 10;
  return { oldprice, price: Math.round((oldprice * (100 - discount)) / 100), discount };
}

/**
 * Builds the deterministic demo marketplace. Password hashes come in ready-made (hashing is the slow part), so
 * the owners and reviewers share one hash of a random password nobody knows.
 */
export function buildDemo(hashes: { demo: string; locked: string }): DemoRows {
  const random = new SeededRandom(20250601);
  const rows: Omit<DemoRows, keyof DemoQuestionRows> = {
    users: [],
    shops: [],
    categories: [],
    items: [],
    colors: COLORS.map((name) => ({ name })),
    sizes: [...new Set(Object.values(SIZE_SETS).flat())].map((name) => ({ name })),
    brands: [],
    products: [],
    variants: [],
    colorVariants: [],
    reviews: [],
    coupons: [],
    wishlist: [],
    addresses: [],
    follows: [],
  };

  const person = (index: number) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length] as string;
    return { name: `${first} ${last}`, email: `${first}.${last}${index}`.toLowerCase() };
  };

  const demoId = random.uuid();
  rows.users.push({
    id: demoId,
    name: DEMO_SHOPPER.name,
    phone: DEMO_SHOPPER.phone,
    email: DEMO_SHOPPER.email,
    passwordHash: hashes.demo,
    isVerified: true,
    gender: 'female',
    createdAt: hoursAgo(24 * 200),
  });

  const shopIds: string[] = [];
  SHOP_NAMES.forEach((shopName, index) => {
    const owner = person(index);
    const ownerId = random.uuid();
    rows.users.push({
      id: ownerId,
      name: owner.name,
      phone: `3${String(100000000 + index * 7919).slice(0, 9)}`,
      email: `${owner.email}@shops.sauda.pk`,
      passwordHash: hashes.locked,
      isVerified: true,
      userType: 'subAdmin',
      createdAt: hoursAgo(24 * 400 + index),
    });
    const id = random.uuid();
    shopIds.push(id);
    const color = PALETTE[index % PALETTE.length] as string;
    const initials = shopName
      .split(' ')
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    rows.shops.push({
      id,
      name: shopName,
      email: `contact@${shopName.toLowerCase().replace(/[^a-z]+/g, '')}.pk`,
      phone: `+92${String(3000000000 + index * 1234567)}`,
      logo: placeholderImage(initials, color),
      coverImage: placeholderImage(shopName, color),
      city: SHOP_CITIES[index % SHOP_CITIES.length] as string,
      ownerId,
      followersCount: random.int(40, 4800),
      createdAt: hoursAgo(24 * 380 + index),
    });
  });

  const reviewerIds: string[] = [];
  for (let index = 0; index < 60; index++) {
    const reviewer = person(index + 100);
    const id = random.uuid();
    reviewerIds.push(id);
    rows.users.push({
      id,
      name: reviewer.name,
      phone: `3${String(200000000 + index * 104729).slice(0, 9)}`,
      email: `${reviewer.email}@example.pk`,
      passwordHash: hashes.locked,
      isVerified: true,
      createdAt: hoursAgo(24 * 300 + index),
    });
  }

  const allItems = CATEGORIES.flatMap((category) => category.items.map((item) => ({ category, item })));
  const perItem = Math.ceil(DEMO_PRODUCT_COUNT / allItems.length);
  const listedAt = listingOrder(allItems);
  const categoryIds = new Map<string, string>();
  CATEGORIES.forEach((category, index) => {
    const id = random.uuid();
    categoryIds.set(category.name, id);
    rows.categories.push({
      id,
      name: category.name,
      image: pictureUrl(pictureKindOf(category.items[0]?.stems[0] ?? ''), TILE_COLOURS[index % TILE_COLOURS.length]!),
      createdAt: hoursAgo(24 * 500 - index),
    });
  });

  const brandKeys = new Set<string>();
  let productIndex = 0;
  allItems.forEach(({ category, item }, itemIndex) => {
    const itemId = random.uuid();
    const categoryId = categoryIds.get(category.name) as string;
    rows.items.push({
      id: itemId,
      name: item.name,
      image: pictureUrl(pictureKindOf(item.stems[0] ?? ''), TILE_COLOURS[itemIndex % TILE_COLOURS.length]!),
      categoryId,
      createdAt: hoursAgo(24 * 450 - itemIndex),
    });
    // Drawn and left unused, so every later draw (names, prices, colours, reviews) stays what it was.
    random.sample(shopIds, 3);
    const itemShops = shopsSelling(item, shopIds);
    for (let n = 0; n < perItem && productIndex < DEMO_PRODUCT_COUNT; n++, productIndex++) {
      const id = random.uuid();
      const shopId = random.pick(itemShops);
      const brand = random.pick(item.brands);
      const stem = random.pick(item.stems);
      const edition = random.pick(['', ' 2025', ' Deluxe', ' Classic', ' Premium', ' Eid Edition', ' Lite']);
      const name = `${brand} ${stem}${edition}`.trim();
      const listed = n * allItems.length + (listedAt.get(item) as number);
      const createdAt = hoursAgo(listed * 5 + random.int(0, 4));
      // Filled in once the colours are drawn: one picture per colour, then a second view of the first.
      const images: string[] = [];
      const kind = pictureKindOf(stem);
      const brandKey = `${shopId}|${brand}`;
      if (!brandKeys.has(brandKey)) {
        brandKeys.add(brandKey);
        rows.brands.push({
          id: random.uuid(),
          name: brand,
          categoryId,
          shopId,
          relationship: random.pick(['Authorised Reseller', 'Brand Owner', 'Distributor']),
          status: 'Approved',
          authorizationStartDate: hoursAgo(24 * 365),
          authorizationEndDate: new Date(Date.UTC(2027, 11, 31)),
          createdAt: hoursAgo(24 * 360 + rows.brands.length),
        });
      }
      rows.products.push({
        id,
        shopId,
        name,
        description: `${name} from ${brand}. ${stem} sold by a verified Sauda seller with delivery across Pakistan.`,
        images,
        brand,
        catName: category.catName,
        categoryId,
        itemsCategoryId: itemId,
        stock: random.int(0, 120),
        detail: [
          { key: 'Brand', value: brand },
          { key: 'Category', value: item.name },
        ],
        status: 'pending',
        createdAt,
        updatedAt: createdAt,
      });
      const colours = random.sample(COLORS, random.int(1, 3));
      images.push(...colours.map((colour) => pictureUrl(kind, colour)), pictureUrl(kind, colours[0] as string, 2));
      const original = random.int(item.price[0], item.price[1]);
      const discount = discountFor(random);
      if (item.sizes) {
        const sizeNames = SIZE_SETS[item.sizes];
        colours.forEach((colour, position) => {
          const sizes: StoredSize[] = sizeNames.map((size, k) => ({
            size,
            ...priced(original + k * (item.sizes === 'clothing' ? 100 : 0), discount),
            stock: random.int(0, 25),
          }));
          const first = sizes[0] as StoredSize;
          rows.variants.push({
            id: random.uuid(),
            productId: id,
            position,
            variantColor: colour,
            variantImage: images[position % images.length] as string,
            sizes,
            firstPrice: first.price,
            firstDiscount: first.discount,
            createdAt,
          });
        });
      } else {
        colours.forEach((colour, position) => {
          const price = priced(original + position * random.pick([0, 0, 200, 500]), discount);
          rows.colorVariants.push({
            id: random.uuid(),
            productId: id,
            position,
            color: colour,
            image: images[position % images.length] as string,
            price: price.price,
            oldPrice: price.oldprice,
            discount: price.discount,
            stock: random.int(0, 60),
            createdAt,
          });
        });
      }
    }
  });

  // One review per reviewer and product, as the server allows: a draw that repeats a pair is dropped (the draws
  // themselves stay the same, so the rest of the demo data does not move).
  const reviewed = new Set<string>();
  for (let index = 0; index < DEMO_REVIEW_COUNT; index++) {
    const product = rows.products[random.int(0, rows.products.length - 1)]!;
    const rating = Math.min(5, Math.max(0.5, random.int(5, 10) / 2 - (random.chance(0.12) ? random.int(1, 3) : 0)));
    const band = rating >= 4 ? 'good' : rating >= 2.5 ? 'ok' : 'bad';
    const review = {
      id: random.uuid(),
      productId: product.id as string,
      userId: random.pick(reviewerIds),
      shopId: product.shopId,
      rating,
      comment: random.pick(REVIEW_COMMENTS[band]),
      vendorReply: random.chance(0.2) ? 'Thank you for shopping with us!' : null,
      createdAt: hoursAgo(index * 2 + 1),
    };
    const pair = `${review.productId}/${review.userId}`;
    if (reviewed.has(pair)) continue;
    reviewed.add(pair);
    rows.reviews.push(review);
  }

  // Coupons go to the shops with the most products, so every demo code can be tried on a real cart.
  const productCounts = new Map<string, number>();
  for (const product of rows.products) productCounts.set(product.shopId, (productCounts.get(product.shopId) ?? 0) + 1);
  const shopsByProducts = shopIds.filter((id) => productCounts.has(id));
  shopsByProducts.sort((a, b) => (productCounts.get(b) ?? 0) - (productCounts.get(a) ?? 0));
  const couponShop = (index: number) => shopsByProducts[index] as string;
  const start = new Date(Date.UTC(2025, 0, 1));
  const farEnd = new Date(Date.UTC(2030, 11, 31));
  rows.coupons.push(
    {
      code: 'EID10',
      discountType: 'Percentage',
      discountValue: 10,
      minimumOrderValue: 2000,
      startDate: start,
      endDate: farEnd,
      vendorId: couponShop(0),
    },
    {
      code: 'FLAT300',
      discountType: 'Flat',
      discountValue: 300,
      minimumOrderValue: 3000,
      startDate: start,
      endDate: farEnd,
      vendorId: couponShop(1),
    },
    {
      code: 'SAUDA15',
      discountType: 'Percentage',
      discountValue: 15,
      minimumOrderValue: 0,
      startDate: start,
      endDate: farEnd,
      usageLimit: 1000,
      usageCount: 12,
      vendorId: couponShop(2),
    },
    {
      code: 'AZADI500',
      discountType: 'Flat',
      discountValue: 500,
      minimumOrderValue: 5000,
      startDate: start,
      endDate: farEnd,
      vendorId: couponShop(3),
    },
    {
      code: 'RAMZAN20',
      discountType: 'Percentage',
      discountValue: 20,
      minimumOrderValue: 1500,
      startDate: new Date(Date.UTC(2024, 2, 1)),
      endDate: new Date(Date.UTC(2024, 3, 10)),
      vendorId: couponShop(4),
    },
    {
      code: 'FIRST50',
      discountType: 'Flat',
      discountValue: 50,
      minimumOrderValue: 500,
      startDate: start,
      endDate: farEnd,
      usageLimit: 100,
      usageCount: 100,
      vendorId: couponShop(5),
    },
  );

  rows.addresses.push({
    userId: demoId,
    streetAddressLine1: 'House 12, Street 4, Block C, Gulberg III',
    streetAddressLine2: 'Near Hussain Chowk',
    city: 'Lahore',
    state: 'Punjab',
    zipCode: '54660',
  });
  for (const product of rows.products.slice(0, 3)) {
    rows.wishlist.push({ userId: demoId, productId: product.id as string, color: null, size: null });
  }
  for (const shop of rows.shops.slice(0, 3)) {
    rows.follows.push({ userId: demoId, shopId: shop.id as string });
    shop.followersCount = (shop.followersCount ?? 0) + 1;
  }
  return { ...rows, ...buildDemoQuestions(rows.products, reviewerIds, hoursAgo(0)) };
}
