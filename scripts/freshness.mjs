// Decides whether a build output is older than the sources it was built from, and builds what is (the scripts that
// serve the built storefront: `npm start`, the browser journeys' server, the Lighthouse gate and the benchmarks).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when one of `outputs` is missing, or a file under `sources` changed after the oldest of them was written. */
export function isStale(outputs, sources) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return sources.some((source) => newestMtime(source) > built);
}

const packageSources = ['packages/commerce/src', 'packages/api/src', 'packages/ui/src'];

/**
 * Each workspace the scripts build, with what its build writes: the storefront's every language, in the browser and
 * on the server (a build of English alone empties `dist` of the Urdu one, which a check of one file missed).
 */
export const builds = {
  commerce: {
    workspace: '@sauda/commerce',
    outputs: ['packages/commerce/dist/index.js'],
    sources: ['packages/commerce/src'],
  },
  storefront: {
    workspace: '@sauda/storefront',
    outputs: [
      'storefront/dist/index.html',
      'storefront/dist/ur/index.html',
      'storefront/dist-ssr/entry-server.js',
      'storefront/dist-ssr/ur/entry-server.js',
    ],
    sources: ['storefront/src', 'storefront/index.html', ...packageSources],
  },
  server: {
    workspace: '@sauda/server',
    outputs: ['packages/server/dist/main.js'],
    sources: ['packages/server/src', ...packageSources],
  },
};

/** Builds, in order, each of `names` (keys of `builds`) whose output is stale; throws when a build fails. */
export async function buildStale(names) {
  for (const name of names) {
    const { workspace, outputs, sources } = builds[name];
    if (!isStale(outputs, sources)) continue;
    console.log(`Building ${workspace}...`);
    const code = await run('npm', ['run', 'build', '-w', workspace], { NODE_ENV: 'production' });
    if (code !== 0) throw new Error(`Building ${workspace} failed (exit ${code}).`);
  }
}

/** `buildStale` for a script that cannot go on without the builds: a failed build ends it with its message. */
export async function buildStaleOrExit(names) {
  await buildStale(names).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
