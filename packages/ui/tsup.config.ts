import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The entries in a fixed, sorted order. Given a glob, tsup passes esbuild the files in the order its crawl returns
 * them, which varies, and esbuild names and orders the shared chunks by it: the same commit built from two checkouts
 * gave different chunk names and a whole-kit figure 50 B apart, enough to fail a size budget on one machine only.
 */
const modulesIn = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((name) => `${dir}/${name}/index`);
const entry = Object.fromEntries(
  ['src/index', 'src/texts/ur', ...modulesIn('src/primitives'), ...modulesIn('src/widgets')].map((path) => [
    path.slice('src/'.length),
    `${path}.ts`,
  ]),
);

export default defineConfig({
  // One entry per widget and primitive: each becomes its own module, so bundlers drop what a consumer does not
  // import (sideEffects lists only CSS), top-level cva() calls included.
  entry,
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): one per module, without bundling.
  dts: false,
  clean: true,
  // No source maps: they would double the published tarball and nothing here reads them (Storybook, the tests and
  // the storefront build use the sources through aliases).
  sourcemap: false,
  target: 'es2022',
  splitting: true,
  tsconfig: 'tsconfig.json',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  banner: { js: "'use client';" },
});
