import { describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../../packages/server/src/db/migrate';
import { sqlState } from '../../packages/server/src/db/sql-state';
import { databaseMigratedBefore, ONE_PRODUCT_CATALOGUE as CATALOGUE } from './migrated-before';

const REVIEW = (rating: number, createdAt: string) => `
INSERT INTO reviews (product_id, user_id, shop_id, rating, created_at)
SELECT products.id, users.id, products.shop_id, ${rating}, '${createdAt}' FROM products, users`;

describe('migration 0003_reviews_one_per_user', () => {
  it("keeps each user's first review of a product, then refuses a second one", async () => {
    const { handle, applied, dispose } = await databaseMigratedBefore('0003');
    try {
      expect(applied).toEqual(['0000_init.sql', '0001_orders.sql', '0002_token_version.sql']);
      await handle.db.execute(CATALOGUE);
      await handle.db.execute(REVIEW(2, '2025-03-02T00:00:00Z'));
      await handle.db.execute(REVIEW(5, '2025-03-01T00:00:00Z'));
      await handle.db.execute(REVIEW(3, '2025-03-03T00:00:00Z'));

      expect(await migrate(handle.db)).toContain('0003_reviews_one_per_user.sql');
      const kept = rowsOf<{ rating: number }>(await handle.db.execute('SELECT rating FROM reviews'));
      expect(kept).toEqual([{ rating: 5 }]);
      const again = await handle.db.execute(REVIEW(4, '2025-03-04T00:00:00Z')).then(
        () => null,
        (error: unknown) => error,
      );
      expect(sqlState(again)).toBe('23505');
    } finally {
      await dispose();
    }
  }, 120_000);
});
