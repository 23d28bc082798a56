import { defineConfig } from 'vitest/config';
import { saudaAliases } from './aliases.ts';

const shared = { resolve: { alias: saudaAliases } };

export default defineConfig({
  ...shared,
  test: {
    maxWorkers: 2,
    benchmark: { include: ['tests/perf/**/*.bench.ts'] },
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'packages/*/src/**/*.test.{ts,tsx}',
            'storefront/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        ...shared,
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
      },
      {
        ...shared,
        test: { name: 'budgets', environment: 'node', include: ['tests/perf/**/*.test.ts'], hookTimeout: 180_000 },
      },
      {
        ...shared,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
