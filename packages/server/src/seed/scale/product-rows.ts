import { COLORS, SIZE_SETS } from '../catalogue-data';
import { type PictureKind, pictureKindOf, pictureUrl } from '../pictures';
import { REVIEW_COMMENTS } from '../people-data';
import { SeededRandom } from '../random';
import { CopyRows } from './copy-text';
import { type Priced, filterKey, ratingAverage, variantColumns } from './kept-columns';
import { ADJECTIVES, EDITIONS, RARE_WORDS, RARE_WORD_ODDS } from './names';
import type { ScaleCatalogue, ScaleItem } from './scale-catalogue';
import { Zipf } from './zipf';

/** The demo's clock: grown products are spread over the three years before it. */
const BASE_TIME = Date.UTC(2025, 5, 1, 9, 0, 0);
const SPREAD_SECONDS = 3 * 365 * 24 * 3600;
/** Most reviews a product gets (the reviewer pool is bigger). */
const MAX_REVIEWS = 400;

/** Kept columns of the filter values lower-cased and trimmed, in schemas that have them. */
export const KEY_COLUMNS = ['color_keys', 'size_keys'] as const;

/** COPY buffers of the four tables a grown product writes; `keyColumns`: products have KEY_COLUMNS. */
export function scaleBuffers(keyColumns: boolean) {
  return {
    keyColumns,
    products: new CopyRows(
      'products',
      [
        'id',
        'shop_id',
        'name',
        'description',
        'images',
        'brand',
        'price',
        'old_price',
        'discount',
        'cat_name',
        'category_id',
        'items_category_id',
        'stock',
        'detail',
        'status',
        'created_at',
        'updated_at',
        'rating_average',
        'rating_count',
        'colors',
        'sizes',
        ...(keyColumns ? KEY_COLUMNS : []),
      ],
      ['colors', 'sizes', ...KEY_COLUMNS],
    ),
    sizeVariants: new CopyRows('product_variants', [
      'id',
      'product_id',
      'position',
      'variant_color',
      'variant_image',
      'sizes',
      'first_price',
      'first_discount',
      'created_at',
    ]),
    colorVariants: new CopyRows('product_color_variants', [
      'id',
      'product_id',
      'position',
      'color',
      'image',
      'price',
      'old_price',
      'discount',
      'stock',
      'created_at',
    ]),
    reviews: new CopyRows('reviews', [
      'id',
      'product_id',
      'user_id',
      'shop_id',
      'rating',
      'comment',
      'vendor_reply',
      'created_at',
    ]),
  };
}
export type ScaleBuffers = ReturnType<typeof scaleBuffers>;

const colourPopularity = new Zipf(COLORS.length, 0.8);

/** murmur3's finaliser: a bijection of 32-bit integers that scatters neighbours (ids spread over the key space). */
function scatter(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex = (value: number, digits: number) =>
  (value >>> 0)
    .toString(16)
    .padStart(8, '0')
    .slice(8 - digits);

/** Row kinds in an id. */
const KIND = { product: 0, sizeVariant: 1, colorVariant: 2, review: 3 } as const;

/**
 * The id of row `n` of `kind` of product `index`: unique by construction (the scattered index, then kind and n),
 * random-looking after. Per-product random streams of a 32-bit generator overlap across a million products, so
 * ids drawn from them alone repeat.
 */
function rowId(random: SeededRandom, index: number, kind: number, n: number): string {
  const tail = hex(random.next() * 2 ** 32, 8) + hex(random.next() * 2 ** 32, 8);
  const variant = (8 + random.int(0, 3)).toString(16);
  return `${hex(scatter(index), 8)}-${hex((kind << 14) | n, 4)}-4${tail.slice(0, 3)}-${variant}${tail.slice(3, 6)}-${tail.slice(4, 16)}`;
}

/** 0 for 38 % of products, else 1-70 % with a long tail (about 3 % at 50 % or more). */
function discountFor(random: SeededRandom): number {
  if (random.chance(0.38)) return 0;
  return Math.min(70, 1 + Math.floor(-Math.log(1 - random.next()) * 14));
}

/** Within the items category's range, most near its low end; 3 % premium products up to three times dearer. */
function originalPrice(random: SeededRandom, [low, high]: [number, number]): number {
  const base = low + (high - low) * Math.pow(random.next(), 1.8);
  return random.chance(0.03) ? base * (1.5 + random.next() * 1.5) : base;
}

function priced(original: number, discount: number): Priced {
  const oldprice = Math.round(original / 10) * 10;
  return { oldprice, price: Math.round((oldprice * (100 - discount)) / 100), discount };
}

/** No review for 58 % of products; else a power law: half have 1, one in 40 has 10 or more, a few hundreds. */
function reviewCount(random: SeededRandom): number {
  if (random.chance(0.58)) return 0;
  return Math.min(MAX_REVIEWS, Math.floor(Math.pow(1 - random.next(), -1 / 1.6)));
}

function distinctColours(random: SeededRandom): string[] {
  const roll = random.next();
  const count = roll < 0.45 ? 1 : roll < 0.8 ? 2 : 3;
  const colours = new Set<string>();
  while (colours.size < count) colours.add(COLORS[colourPopularity.draw(random)]!);
  return [...colours];
}

const kindOfStem = new Map<string, PictureKind>();

/** The demo's pictures of a product (one per colour, then a second view), the stem's kind looked up once. */
function productPictures(stem: string, colours: readonly string[]): string[] {
  let kind = kindOfStem.get(stem);
  if (!kind) kindOfStem.set(stem, (kind = pictureKindOf(stem)));
  return [...colours.map((colour) => pictureUrl(kind, colour)), pictureUrl(kind, colours[0]!, 2)];
}

function productName(random: SeededRandom, brand: string, stem: string): string {
  const adjective = random.chance(0.25) ? `${random.pick(ADJECTIVES)} ` : '';
  const rare = random.chance(RARE_WORDS.length / RARE_WORD_ODDS) ? ` ${random.pick(RARE_WORDS)}` : '';
  return `${brand} ${adjective}${stem}${random.pick(EDITIONS)}${rare}`;
}

/**
 * Product number `index` of the grown catalogue with its variants and reviews, into `out`. Drawn from a random source
 * of its own, so product n is the same in every database grown past n. Its kept columns (displayed price, colours,
 * sizes, rating) are computed here; search_text and search_vector are left to the row trigger.
 */
export function addProduct(out: ScaleBuffers, catalogue: ScaleCatalogue, index: number): void {
  const random = new SeededRandom(Math.imul(index + 1, 0x9e3779b1) ^ 0x5ca1e);
  const item: ScaleItem = catalogue.items[catalogue.itemPopularity.draw(random)]!;
  const { seed } = item;
  const id = rowId(random, index, KIND.product, 0);
  const shopId = item.shops[item.shopPopularity.draw(random)]!;
  const brand = item.brands[item.brandPopularity.draw(random)]!;
  const stem = random.pick(seed.stems);
  const name = productName(random, brand, stem);
  const createdAt = new Date(BASE_TIME - random.int(0, SPREAD_SECONDS) * 1000);
  const created = createdAt.toISOString();
  const colours = distinctColours(random);
  const images = productPictures(stem, colours);
  const original = originalPrice(random, seed.price);
  const discount = discountFor(random);

  const colorVariants: (Priced & { color: string })[] = [];
  const sizeVariants: { color: string; sizes: (Priced & { size: string; stock: number })[] }[] = [];
  colours.forEach((color, position) => {
    const image = images[position % images.length]!;
    if (seed.sizes) {
      const sizes = SIZE_SETS[seed.sizes].map((size, k) => ({
        size,
        ...priced(original + k * (seed.sizes === 'clothing' ? 100 : 0), discount),
        stock: random.int(0, 25),
      }));
      sizeVariants.push({ color, sizes });
      const first = sizes[0]!;
      out.sizeVariants.add([
        rowId(random, index, KIND.sizeVariant, position),
        id,
        position,
        color,
        image,
        sizes,
        first.price,
        first.discount,
        created,
      ]);
    } else {
      const price = priced(original + position * random.pick([0, 0, 200, 500]), discount);
      colorVariants.push({ color, ...price });
      const stock = random.int(0, 60);
      out.colorVariants.add([
        rowId(random, index, KIND.colorVariant, position),
        id,
        position,
        color,
        image,
        price.price,
        price.oldprice,
        price.discount,
        stock,
        created,
      ]);
    }
  });

  const reviews = reviewCount(random);
  const quality = 2.5 + 2.5 * Math.pow(random.next(), 0.6);
  const reviewers = catalogue.reviewers;
  const start = random.int(0, reviewers.length - 1);
  // A stride below the (prime) pool size visits distinct reviewers: one review per shopper and product.
  const stride = random.int(1, reviewers.length - 1);
  let doubledSum = 0;
  for (let n = 0; n < reviews; n++) {
    const doubled = Math.min(10, Math.max(1, Math.round(2 * (quality + (random.next() + random.next() - 1) * 1.5))));
    doubledSum += doubled;
    const rating = doubled / 2;
    const band = rating >= 4 ? 'good' : rating >= 2.5 ? 'ok' : 'bad';
    const reviewer = reviewers[(start + n * stride) % reviewers.length]!;
    const at = new Date(createdAt.getTime() + random.int(1, 300 * 24 * 3600) * 1000).toISOString();
    const reply = random.chance(0.2) ? 'Thank you for shopping with us!' : null;
    out.reviews.add([
      rowId(random, index, KIND.review, n),
      id,
      reviewer,
      shopId,
      rating,
      random.pick(REVIEW_COMMENTS[band]),
      reply,
      at,
    ]);
  }

  const kept = variantColumns({ colorVariants, sizeVariants });
  out.products.add([
    id,
    shopId,
    name,
    `${name} from ${brand}. ${stem} sold by a verified Sauda seller with delivery across Pakistan.`,
    images,
    brand,
    kept.price,
    kept.oldPrice,
    kept.discount,
    item.catName,
    item.categoryId,
    item.id,
    random.int(0, 120),
    [
      { key: 'Brand', value: brand },
      { key: 'Category', value: seed.name },
    ],
    'pending',
    created,
    created,
    ratingAverage(doubledSum, reviews),
    reviews,
    kept.colors,
    kept.sizes,
    ...(out.keyColumns ? [kept.colors.map(filterKey), kept.sizes.map(filterKey)] : []),
  ]);
}
