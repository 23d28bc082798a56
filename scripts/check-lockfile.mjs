// Guards `npm ci` on a clean machine: every dependency (optional ones included) that a locked package declares must
// itself be in package-lock.json, at a version its range accepts. Some npm 11 releases write only the current platform's native packages (npm/cli#4828), and then
// `npm ci` refuses the whole lockfile. Others leave a placeholder for a platform package they could not fetch (a nested
// entry with no version); once the registry serves that package, `npm ci` stops with "Invalid Version". Fix: copy the package.json files (not node_modules) to a scratch directory,
// run `npx -p npm@11.6.2 npm install --package-lock-only` there without a lockfile, and copy the result back.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** Resolves `name` from `from` the way Node does: the nearest enclosing node_modules first. */
function resolve(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (candidate in packages) return packages[candidate];
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  if (entry.link) continue;
  if (path && !entry.version) missing.push(`no version for ${path}`);
  for (const [name, range] of Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })) {
    const found = resolve(path, name);
    const wanted = `${name}@${range} (wanted by ${path || 'the root'})`;
    if (!found) missing.push(`missing ${wanted}`);
    else if (
      found.version &&
      semver.validRange(range) &&
      !semver.satisfies(found.version, range, { includePrerelease: true })
    )
      missing.push(`${found.version} does not satisfy ${wanted}`);
  }
}
if (missing.length) {
  console.error(`package-lock.json is out of step in ${missing.length} places, so \`npm ci\` would fail:`);
  for (const m of missing.slice(0, 10)) console.error(`  ${m}`);
  console.error('Regenerate it with npm 11.6 away from node_modules: see the comment atop scripts/check-lockfile.mjs');
  process.exit(1);
}
console.log(`package-lock.json: every dependency locked (${Object.keys(packages).length} entries).`);
