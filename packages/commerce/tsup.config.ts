import { defineConfig } from 'tsup';

export default defineConfig({
  // Every module its own entry (imports between them keep working, with .js paths): a bundler then drops the modules
  // a consumer does not use, zod schemas included, because package.json says the package has no side effects.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support/**'],
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  tsconfig: 'tsconfig.json',
});
