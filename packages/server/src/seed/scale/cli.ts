// `npm run seed -- --products 1000000`: grows the catalogue of the server's database to that many products (the demo
// marketplace first when it is empty). The database is the server's: DATABASE_URL (PostgreSQL), else the PGlite data
// directory in SAUDA_DATA_DIR (default ./.data), migrated first. Safe to run again: a catalogue that already holds
// the products is left alone.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../../db/connect';
import { migrate } from '../../db/migrate';
import { parseScaleProducts } from './scale-size';
import { seedScale } from './seed-scale';

const USAGE =
  'Usage: npm run seed -- --products <count>   (e.g. 100000; DATABASE_URL or SAUDA_DATA_DIR picks the database)';

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.products) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const products = parseScaleProducts(values.products);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(resolve(process.env.SAUDA_DATA_DIR || './.data'), 'pglite');
  const handle = await connectDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir });
  try {
    await migrate(handle.db);
    let shown = 0;
    const result = await seedScale(handle.db, {
      products,
      onProgress(done, total) {
        if (done - shown < total / 20 && done < total) return;
        shown = done;
        console.error(`seed: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} products`);
      },
    });
    console.log(JSON.stringify({ event: 'seeded', database: databaseUrl ? 'postgresql' : dataDir, ...result }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
