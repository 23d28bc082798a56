import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'package',
    include: ['tests/package/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
