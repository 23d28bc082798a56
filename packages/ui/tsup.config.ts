import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per widget and primitive: each becomes its own module, so bundlers drop what a consumer does not
  // import (sideEffects lists only CSS), top-level cva() calls included.
  entry: ['src/index.ts', 'src/primitives/*/index.ts', 'src/widgets/*/index.ts'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): one per module, without bundling.
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  splitting: true,
  tsconfig: 'tsconfig.json',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  banner: { js: "'use client';" },
});
