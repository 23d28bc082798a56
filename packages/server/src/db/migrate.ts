import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './database';

const candidates = [new URL('../drizzle/', import.meta.url), new URL('../../drizzle/', import.meta.url)];

/** The folder of SQL migrations, found both from the sources and from the bundled `dist/main.js`. */
export function migrationsFolder(): string {
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(path) && readdirSync(path).some((name) => name.endsWith('.sql'))) return path;
  }
  throw new Error('The migrations folder packages/server/drizzle was not found');
}

/**
 * Applies the SQL files of `drizzle/` in name order, each once, each in a transaction, under the advisory lock: of
 * instances started together one migrates and the others wait, then find nothing left to do.
 */
export function migrate(db: Database, folder = migrationsFolder()): Promise<string[]> {
  return withAdvisoryLock(db, () => applyMigrations(db, folder));
}

async function applyMigrations(db: Database, folder: string): Promise<string[]> {
  await db.execute(
    sql.raw(
      'CREATE TABLE IF NOT EXISTS sauda_migrations (name text PRIMARY KEY, applied_at timestamptz DEFAULT now())',
    ),
  );
  const done = await db.execute<{ name: string }>(sql.raw('SELECT name FROM sauda_migrations'));
  const applied = new Set(rowsOf<{ name: string }>(done).map((row) => row.name));
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const ran: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const text = readFileSync(`${folder}/${name}`, 'utf8');
    await db.transaction(async (tx) => {
      // A migration may build an index over every product: the requests' statement timeout is not for it.
      await tx.execute(sql.raw('SET LOCAL statement_timeout = 0'));
      for (const statement of text.split(/;\s*(?:\n|$)/)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO sauda_migrations (name) VALUES (${name})`);
    });
    ran.push(name);
  }
  return ran;
}

/** The rows of a raw `execute` answer (PGlite wraps them in `rows`, postgres.js returns an array). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
