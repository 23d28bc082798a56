import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../packages/server/src/db/connect';
import type { DatabaseHandle } from '../../packages/server/src/db/database';
import { migrate, migrationsFolder, rowsOf } from '../../packages/server/src/db/migrate';
import { users } from '../../packages/server/src/db/schema';
import { seedIfEmpty } from '../../packages/server/src/seed';
import { emptyTestDatabase, type TestDatabase } from '../../packages/server/src/testing';

/**
 * Two connections to one empty database, as two instances started together have: on PostgreSQL a second pool on
 * the same schema, on PGlite (one process per database) the same handle.
 */
let database: TestDatabase;
let other: DatabaseHandle;
beforeAll(async () => {
  database = await emptyTestDatabase();
  const url = process.env.SAUDA_TEST_DATABASE_URL;
  if (!url) {
    other = database.handle;
    return;
  }
  const [current] = rowsOf<{ schema: string }>(await database.handle.db.execute('select current_schema() as schema'));
  other = await connectDatabase({ databaseUrl: url, searchPath: `${current!.schema}, public` });
});
afterAll(async () => {
  if (other && other !== database.handle) await other.close();
  await database?.dispose();
});

describe('migrating and seeding from two instances at once', () => {
  it('applies each migration once: one instance migrates, the other finds nothing left', async () => {
    const ran = await Promise.all([migrate(database.handle.db), migrate(other.db)]);
    const all = readdirSync(migrationsFolder())
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(ran.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, all.length]);
    expect(ran.flat()).toEqual(all);
  });

  it('seeds the demo once: the second finds the users the first inserted', async () => {
    const seeded = await Promise.all([seedIfEmpty(database.handle.db), seedIfEmpty(other.db)]);
    expect(seeded.filter((result) => result === null)).toHaveLength(1);
    const demo = await other.db.select({ email: users.email }).from(users);
    expect(demo.filter((user) => user.email === 'demo@sauda.pk')).toHaveLength(1);
  });
});
