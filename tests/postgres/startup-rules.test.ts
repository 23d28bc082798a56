import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer } from '../security/real-server';
import { type FreshDatabase, freshDatabase, startInstances } from './instances';

let database: FreshDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.drop());

describe('a server process on DATABASE_URL', () => {
  it('refuses to start without SAUDA_TOKEN_SECRET: one line saying what to set, no stack, nothing touched', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sauda-refused-'));
    try {
      const refusal = await startRealServer(dataDir, '', { DATABASE_URL: database.url }).then(
        () => 'it started',
        (error: Error) => error.message,
      );
      const [headline, ...output] = refusal.split('\n').filter(Boolean);
      expect(headline).toBe('the server exited (1) before listening:');
      expect(output).toHaveLength(1);
      expect(JSON.parse(output[0]!)).toMatchObject({
        msg: expect.stringMatching(/^Set SAUDA_TOKEN_SECRET: it is required when DATABASE_URL is set/),
      });
      expect(output[0]).not.toMatch(/stack|\bat \S+:\d+/);
      const tables = await database.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public'");
      expect(tables).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a token secret shorter than 32 characters', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sauda-refused-'));
    try {
      const refusal = await startRealServer(dataDir, randomBytes(8).toString('hex'), {
        DATABASE_URL: database.url,
      }).then(
        () => 'it started',
        (error: Error) => error.message,
      );
      expect(refusal).toContain('SAUDA_TOKEN_SECRET is too short: set at least 32 characters');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seeds nothing unless SAUDA_SEED=demo is asked for', async () => {
    const instances = await startInstances(1, database.url, { SAUDA_SEED: '' });
    try {
      const [server] = instances.servers;
      expect(server!.output()).not.toContain('"event":"seeded"');
      expect(await database.query('SELECT 1 FROM users')).toEqual([]);
      const products = await fetch(`${server!.url}/api/v1/products`);
      expect(products.status).toBe(200);
    } finally {
      await instances.stop();
    }
  });
});
