// Words the grown catalogue is named with: the demo's name parts (brand, stem, edition) plus these, so that search
// meets common words ("premium", "lawn"), brand names, and words only a few dozen products in a million carry.

/** Words put before a stem in about a quarter of the names. */
export const ADJECTIVES = ['New', 'Original', 'Imported', 'Handmade', 'Soft', 'Durable', 'Lightweight', 'Stylish'];

/** The demo's editions, added after the stem. */
export const EDITIONS = ['', ' 2025', ' Deluxe', ' Classic', ' Premium', ' Eid Edition', ' Lite'];

/**
 * Words each about 1 in `RARE_WORD_ODDS` names carry (about 5 products at 100k, 50 at 1M): what a search for a rare
 * word finds. None of them is a word of the demo catalogue.
 */
export const RARE_WORDS = ['Zarbaft', 'Gotakari', 'Mukaish', 'Kamdani', 'Tilla', 'Sozni', 'Marori', 'Kundan'];
export const RARE_WORD_ODDS = 20_000;

/** First and second words of the brands a grown items category adds to the demo's. */
const BRAND_FIRST = ['Indus', 'Ravi', 'Noor', 'Zaib', 'Shan', 'Qasr', 'Sindh', 'Margalla', 'Chenab', 'Hunza', 'Kaghan'];
const BRAND_SECOND = ['Studio', 'Traders', 'Collection', 'House', 'Works', 'Mart', 'Crafts', 'Line'];

/** `count` brand names for the items category at `itemIndex`, different per items category. */
export function grownBrands(itemIndex: number, count: number): string[] {
  const brands: string[] = [];
  for (let n = 0; n < count; n++) {
    const first = BRAND_FIRST[(itemIndex * 3 + n) % BRAND_FIRST.length]!;
    const second = BRAND_SECOND[(itemIndex + n * 5) % BRAND_SECOND.length]!;
    brands.push(`${first} ${second}${n >= BRAND_FIRST.length ? ` ${n}` : ''}`);
  }
  return [...new Set(brands)];
}

/** Words of the grown shops' names. */
const SHOP_KINDS = ['Store', 'Traders', 'Emporium', 'Bazaar', 'Outlet', 'Mart', 'Boutique', 'Depot', 'Gallery', 'Hub'];
const SHOP_WORDS = ['Al-Noor', 'Madina', 'Pak', 'City', 'Royal', 'Crescent', 'Star', 'Unique', 'Classic', 'Prime'];

/** The name of grown shop number `n` in `city`: unique for n below 100 per city. */
export function grownShopName(n: number, city: string): string {
  return `${city} ${SHOP_WORDS[n % SHOP_WORDS.length]} ${SHOP_KINDS[Math.floor(n / SHOP_WORDS.length) % SHOP_KINDS.length]}`;
}
