import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  tsconfig: 'tsconfig.json',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  banner: { js: "'use client';" },
});
