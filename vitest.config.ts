import { defineConfig } from 'vitest/config';
import { saudaAliases } from './aliases.ts';

const shared = { resolve: { alias: saudaAliases } };

/**
 * Tests that need a real PostgreSQL server (several server processes on one database): listed only when
 * SAUDA_TEST_DATABASE_URL names one, so a bare `vitest run` never starts them; `npm test` runs them as their own stage.
 */
const postgresProjects = process.env.SAUDA_TEST_DATABASE_URL
  ? [
      {
        ...shared,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['tests/postgres/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ]
  : [];

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
        // `npm run dev` itself: the reference server and the Vite dev server as processes.
        // Vite compiles the storefront's module graph for the first server render: tens of seconds on a busy machine.
        test: {
          name: 'dev',
          environment: 'node',
          include: ['tests/dev/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
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
      ...postgresProjects,
    ],
  },
});
