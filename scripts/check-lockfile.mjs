// Guards `npm ci` on a clean machine: every optional dependency that a locked package declares must itself be in
// package-lock.json. Some npm 11 releases write only the current platform's native packages (npm/cli#4828), and then
// `npm ci` refuses the whole lockfile. Regenerate it with npm 11.6 from a checkout without node_modules:
//   rm -rf node_modules package-lock.json && npx -p npm@11.6.2 npm install --package-lock-only
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** Resolves `name` from `from` the way Node does: the nearest enclosing node_modules first. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (`${dir ? `${dir}/` : ''}node_modules/${name}` in packages) return true;
    const cut = dir.lastIndexOf('/node_modules/');
    if (cut < 0) return dir !== '' ? `node_modules/${name}` in packages : false;
    dir = dir.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(path, name)) missing.push(`${name} (wanted by ${path || 'the root'})`);
  }
}
if (missing.length) {
  console.error(`package-lock.json lacks ${missing.length} optional packages, so \`npm ci\` would fail:`);
  for (const m of missing.slice(0, 10)) console.error(`  ${m}`);
  console.error(
    'Regenerate it: rm -rf node_modules package-lock.json && npx -p npm@11.6.2 npm install --package-lock-only',
  );
  process.exit(1);
}
console.log(`package-lock.json: all optional packages locked (${Object.keys(packages).length} entries).`);
