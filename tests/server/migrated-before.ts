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
