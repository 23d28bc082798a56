// Builds the publishable kit: ESM with tsup, a .d.ts per module with tsc, Tailwind compiled into dist/styles.css (and
// the opt-in page reset, dist/reset.css),
// tokens.css copied as is, and the variable font files the stylesheet points at: @fontsource's, and the kit's core of
// Latin (src/fonts, made by scripts/write-latin-core-font.mjs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// npm puts every node_modules/.bin above this package on PATH, so the tools resolve by name.
const run = (bin, args) => execFileSync(bin, args, { stdio: 'inherit' });

/** Newest modification time of any file under `dir`. */
const newestIn = (dir) =>
  Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );

// The type build reads @sauda/commerce as a consumer would, from its built package (tsconfig.build.json has no path
// aliases). On a fresh checkout, or after commerce's sources changed, build it first, so that
// `npm run build -w @sauda/ui` works by itself.
const commerce = dirname(require.resolve('@sauda/commerce/package.json'));
const commerceTypes = join(commerce, 'dist/index.d.ts');
if (!existsSync(commerceTypes) || statSync(commerceTypes).mtimeMs < newestIn(join(commerce, 'src'))) {
  execFileSync('npm', ['run', 'build'], { cwd: commerce, stdio: 'inherit' });
}

run('tsup', []);
run('tsc', ['-p', 'tsconfig.build.json']);
run('tailwindcss', ['-i', 'src/styles.css', '-o', 'dist/styles.css', '--minify']);
run('tailwindcss', ['-i', 'src/reset.css', '-o', 'dist/reset.css', '--minify']);
copyFileSync('src/tokens.css', 'dist/tokens.css');

const fontDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
mkdirSync('dist/files', { recursive: true });
for (const file of readdirSync(fontDir).filter((f) => f.endsWith('-wght-normal.woff2'))) {
  copyFileSync(join(fontDir, file), join('dist/files', file));
}
for (const file of readdirSync('src/fonts/files')) {
  copyFileSync(join('src/fonts/files', file), join('dist/files', file));
}
