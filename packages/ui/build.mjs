// Builds the publishable kit: ESM with tsup, a .d.ts per module with tsc, Tailwind compiled into dist/styles.css (and
// the opt-in page reset, dist/reset.css),
// tokens.css copied as is, and the variable font files the stylesheet points at: @fontsource's, and the kit's core of
// Latin (src/fonts, made by scripts/write-core-fonts.mjs). The same stylesheet, not compiled, goes to
// dist/tailwind for hosts that compile the kit with their own Tailwind (`@sauda/ui/tailwind.css`).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
// `@sauda/ui/urdu.css` imports its faces (src/fonts, made by scripts/urdu-core-font.mjs), one of them named by package
// path: the published copy holds them inline, pointing at the files copied beside it.
const naskhFile = 'noto-naskh-arabic-arabic-400-normal.woff2';
const naskh = join(dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json')), 'files', naskhFile);
const URDU_FACES = "@import './fonts/noto-naskh-arabic-urdu-core.css';";

const fontDir = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
mkdirSync('dist/files', { recursive: true });
for (const file of readdirSync(fontDir).filter((f) => f.endsWith('-wght-normal.woff2'))) {
  copyFileSync(join(fontDir, file), join('dist/files', file));
}
for (const file of readdirSync('src/fonts/files')) {
  copyFileSync(join('src/fonts/files', file), join('dist/files', file));
}
copyFileSync(naskh, join('dist/files', naskhFile));
const urdu = readFileSync('src/urdu.css', 'utf8');
if (!urdu.includes(URDU_FACES)) throw new Error(`src/urdu.css has no \`${URDU_FACES}\` to inline`);
const urduFaces = readFileSync('src/fonts/noto-naskh-arabic-urdu-core.css', 'utf8');
writeFileSync(
  'dist/urdu.css',
  urdu.replace(
    URDU_FACES,
    urduFaces.replace(`@fontsource/noto-naskh-arabic/files/${naskhFile}`, `./files/${naskhFile}`),
  ),
);

// `@sauda/ui/tailwind.css`: src/styles.css as it is, save its one `@source`, which points at the published JavaScript
// instead of src, so a host's Tailwind finds the kit's `sd:` classes in the installed package. The stylesheets it
// imports and the font files they name are copied beside it in the same layout, so every relative `@import` and `url()`
// resolves inside the package, whether the host's Tailwind rebases the URLs (Vite) or leaves them as written (CLI).
const SRC_SOURCE = "@source './';";
const BANNER = `/* Generated from src/styles.css by build.mjs: the kit's Tailwind source, for a host compiling it with
 * its own Tailwind v4 as a separate CSS file (its own build, prefix \`sd\`). See the README, "Compiling the kit with
 * your own Tailwind". */
`;

/** Copies `file` under src to the same path under `out`, then every relative `@import` and `url()` it names. */
function copyCssTree(file, out, rewrite = (css) => css) {
  const from = join('src', file);
  const to = join(out, file);
  mkdirSync(dirname(to), { recursive: true });
  if (!file.endsWith('.css')) return copyFileSync(from, to);
  const css = readFileSync(from, 'utf8');
  writeFileSync(to, rewrite(css));
  for (const [, path] of css.matchAll(/(?:@import\s+|url\()['"]?(\.\/[^'")]+)/g)) {
    copyCssTree(join(dirname(file), path), out);
  }
}

copyCssTree('styles.css', 'dist/tailwind', (css) => {
  if (!css.includes(SRC_SOURCE)) throw new Error(`src/styles.css has no \`${SRC_SOURCE}\` to point at dist`);
  return BANNER + css.replace(SRC_SOURCE, "@source '../**/*.js';");
});
