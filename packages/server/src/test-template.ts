import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS, connectDatabase } from './db/connect';
import type { DatabaseHandle } from './db/database';
import { migrate, migrationsFolder } from './db/migrate';
import { seedDemo } from './seed';

function hashTree(hash: ReturnType<typeof createHash>, folder: string) {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) hashTree(hash, path);
    else hash.update(name).update(readFileSync(path));
  }
}

function templateFile(seed: boolean): string {
  const hash = createHash('sha256');
  hashTree(hash, migrationsFolder());
  hashTree(hash, fileURLToPath(new URL('./seed/', import.meta.url)));
  return join(tmpdir(), `sauda-pglite-${hash.digest('hex').slice(0, 16)}-${seed ? 'demo' : 'empty'}.tar`);
}

/**
 * A fresh in-memory PGlite, migrated (and seeded), restored from a data-directory dump cached in the temp folder:
 * booting PGlite and seeding take seconds, restoring a dump a fraction of that.
 */
export async function templatedPglite(seed: boolean): Promise<DatabaseHandle> {
  const file = templateFile(seed);
  if (existsSync(file)) {
    const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(file)]) });
    return connectDatabase({ pglite });
  }
  const handle = await connectDatabase();
  await migrate(handle.db);
  if (seed) await seedDemo(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file);
  return handle;
}
