// `npm start`: builds what is missing or stale, then serves the storefront and /api/v1 on one origin
// (http://127.0.0.1:8080 by default; PORT and HOST override).
import { existsSync } from 'node:fs';
import { buildStaleOrExit } from './freshness.mjs';
import { run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

await buildStaleOrExit(['storefront']);

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (existsSync('packages/server/src/main.ts')) {
  await buildStaleOrExit(['server']);
  process.exit(await run('node', ['packages/server/dist/main.js'], { PORT: String(port), HOST: host }));
} else {
  const { url } = await serveStatic('storefront/dist', port, { host, spa: true });
  console.log(`Sauda storefront at ${url}`);
}
