import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'package',
    include: ['tests/package/**/*.test.ts'],
    // Builds and packs @sauda/commerce and @sauda/ui once; every file installs those tarballs.
    globalSetup: ['tests/package/pack-kit.global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
