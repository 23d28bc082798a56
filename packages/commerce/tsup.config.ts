import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Every module's path, sorted: given a glob, tsup passes esbuild the files in the order its crawl returns them, which
 * varies, and esbuild orders the shared chunks and their imports by it, so two checkouts of one commit built differently.
 */
const entry = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('test-support/'))
    // The package speaks English: another language's texts (`messages/ur/`) are read from the sources by that
    // language's storefront build (`storefront/src/locale/build/locale-build.ts`), and each checks itself against
    // English by importing itself as a type, which the declaration bundler cannot follow.
    .filter((path) => !/(^|\/)messages\/(?!en\/)[^/]+\//.test(path))
    .sort()
    .map((path) => [path.slice(0, -'.ts'.length), `src/${path}`]),
);

export default defineConfig({
  // Every module its own entry (imports between them keep working, with .js paths): a bundler then drops the modules
  // a consumer does not use, zod schemas included, because package.json says the package has no side effects.
  entry,
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  // No source maps: they would double the published tarball and nothing here reads them (Storybook, the tests and
  // the storefront build use the sources through aliases).
  sourcemap: false,
  target: 'es2022',
  tsconfig: 'tsconfig.json',
});
