import { describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../../packages/server/src/db/migrate';
import { databaseMigratedBefore, ONE_PRODUCT_CATALOGUE } from './migrated-before';

/** One size and one colour variant for the product, in the schema before migration 0004. */
const VARIANTS = `
INSERT INTO product_variants (product_id, variant_color, sizes, first_price, first_discount)
SELECT id, 'White', '[]'::jsonb, 2500, 0 FROM products;
INSERT INTO product_color_variants (product_id, color, price, old_price, discount) SELECT id, 'Blue', 1800, 2000, 10 FROM products`;

describe('migrations 0004_catalogue_generation and 0005_products_category_index', () => {
  it('count every write to what a listing shows, and nothing else; index the category filter', async () => {
    const { handle, applied, dispose } = await databaseMigratedBefore('0004');
    const query = async <T>(statement: string) => rowsOf<T>(await handle.db.execute(statement));
    // Both counters: since 0006 a review moves `ratings` (one product's rating) rather than `value`.
    const generation = async () =>
      Number(
        (await query<{ value: string }>('SELECT (value + ratings)::text AS value FROM catalogue_generation'))[0]!.value,
      );
    /** Runs `statement`: whether the catalogue generation moved on. */
    const moves = async (statement: string) => {
      const before = await generation();
      await handle.db.execute(statement);
      return (await generation()) > before;
    };
    try {
      expect(applied).not.toContain('0004_catalogue_generation.sql');
      await handle.db.execute(ONE_PRODUCT_CATALOGUE);
      for (const statement of VARIANTS.split(';')) await handle.db.execute(statement);
      // Later migrations run too; these two come first.
      const ran = await migrate(handle.db);
      expect(ran.slice(0, 2)).toEqual(['0004_catalogue_generation.sql', '0005_products_category_index.sql']);

      const reviewer = "(SELECT id FROM users WHERE email = 'ayesha@example.pk')";
      const review = `INSERT INTO reviews (product_id, user_id, shop_id, rating) SELECT id, ${reviewer}, shop_id, 4 FROM products`;
      for (const write of [
        review,
        'UPDATE reviews SET rating = 2',
        "UPDATE products SET name = 'Printed Lawn Suit 3 Piece'",
        "UPDATE product_variants SET variant_color = 'Off White'",
        'UPDATE product_color_variants SET stock = stock + 3',
        "UPDATE shops SET name = 'Lahore Lawn House'",
        "UPDATE items SET name = 'Lawn Suits'",
        "UPDATE categories SET name = 'Womenswear'",
        'DELETE FROM reviews',
      ]) {
        expect({ write, moves: await moves(write) }).toEqual({ write, moves: true });
      }
      for (const write of [
        'UPDATE shops SET followers_count = followers_count + 1',
        `INSERT INTO shop_follows (user_id, shop_id) SELECT ${reviewer}, id FROM shops`,
        "UPDATE users SET name = 'Ayesha Khan'",
      ]) {
        expect({ write, moves: await moves(write) }).toEqual({ write, moves: false });
      }
      await handle.db.execute(review);
      expect(await moves("UPDATE reviews SET comment = 'Soft lawn.', vendor_reply = 'Thank you!'")).toBe(false);

      const indexes = await query<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'products'",
      );
      // 0006 replaced it with one index per sort under the category filter, newest first among them.
      expect(indexes.map((index) => index.indexname)).toContain('products_category_newest');
    } finally {
      await dispose();
    }
  }, 120_000);
});
