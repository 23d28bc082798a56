import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, migrationsFolder } from '../../packages/server/src/db/migrate';
import { emptyTestDatabase, type TestDatabase } from '../../packages/server/src/testing';

/**
 * A fresh database as it stood before `migration`: every earlier migration applied (their names in `applied`), so a
 * test can write old-shaped rows and then run `migrate` for the rest.
 */
export async function databaseMigratedBefore(migration: string): Promise<TestDatabase & { applied: string[] }> {
  const database = await emptyTestDatabase();
  const earlier = mkdtempSync(join(tmpdir(), 'sauda-migrations-'));
  try {
    const all = migrationsFolder();
    for (const name of readdirSync(all).filter((file) => file.endsWith('.sql') && file < migration)) {
      copyFileSync(join(all, name), join(earlier, name));
    }
    return { ...database, applied: await migrate(database.handle.db, earlier) };
  } catch (error) {
    await database.dispose();
    throw error;
  } finally {
    rmSync(earlier, { recursive: true, force: true });
  }
}

/** A shopper (ayesha@example.pk), a shop and one product, written with plain SQL so it suits any schema version. */
export const ONE_PRODUCT_CATALOGUE = `
WITH shopper AS (
  INSERT INTO users (name, phone, email, password_hash, is_verified)
  VALUES ('Ayesha', '3001234567', 'ayesha@example.pk', 'x', true) RETURNING id
), shop AS (
  INSERT INTO shops (name, email, phone, owner_id) SELECT 'Lahore Lawn', 'shop@example.pk', '3007654321', id FROM shopper
  RETURNING id
), category AS (
  INSERT INTO categories (name) VALUES ('Women') RETURNING id
), item AS (
  INSERT INTO items (name, category_id) SELECT 'Lawn', id FROM category RETURNING id
)
INSERT INTO products (shop_id, name, cat_name, category_id, items_category_id)
SELECT shop.id, 'Printed Lawn Suit', 'Women', category.id, item.id FROM shop, category, item`;
