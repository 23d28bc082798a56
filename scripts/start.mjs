// `npm start`: builds what is missing or stale, then serves the storefront and /api/v1 on one origin
// (http://127.0.0.1:8080 by default; PORT and HOST override).
import { existsSync } from 'node:fs';
import { isStale } from './freshness.mjs';
import { run } from './run.mjs';
import { serveStatic } from './serve-static.mjs';

const packageSources = ['packages/commerce/src', 'packages/api/src', 'packages/ui/src'];

async function build(name, output, sources) {
  if (!isStale(output, sources)) return;
  console.log(`Building ${name}...`);
  const code = await run('npm', ['run', 'build', '-w', name]);
  if (code !== 0) process.exit(code);
}

await build('@sauda/storefront', 'storefront/dist-ssr/entry-server.js', [
  'storefront/src',
  'storefront/index.html',
  ...packageSources,
]);

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (existsSync('packages/server/src/main.ts')) {
  await build('@sauda/server', 'packages/server/dist/main.js', ['packages/server/src', ...packageSources]);
  process.exit(await run('node', ['packages/server/dist/main.js'], { PORT: String(port), HOST: host }));
} else {
  const { url } = await serveStatic('storefront/dist', port, { host, spa: true });
  console.log(`Sauda storefront at ${url}`);
}
