import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../packages/server/src/auth/token';
import { migrate, migrationsFolder, rowsOf } from '../../packages/server/src/db/migrate';
import { users } from '../../packages/server/src/db/schema';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';
import { call } from './helpers';
import { databaseMigratedBefore } from './migrated-before';

const EXPIRED = {
  status: 401,
  body: { message: 'Your session has expired. Please sign in again.', code: 'session_expired' },
};
const secret = randomBytes(32).toString('hex');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { tokenSecret: secret } });
});
afterAll(() => server.close());

let inserted = 0;
/** A verified shopper written straight to the users table at `tokenVersion`: its id. */
async function insertShopper(tokenVersion = 0): Promise<string> {
  inserted += 1;
  const [row] = await server.db
    .insert(users)
    .values({
      name: `Versioned ${inserted}`,
      email: `versioned${inserted}@example.pk`,
      phone: `3219876${String(inserted).padStart(3, '0')}`,
      passwordHash: 'scrypt$unused$unused',
      isVerified: true,
      tokenVersion,
    })
    .returning({ id: users.id });
  return row!.id;
}

const tokenFor = (userId: string, version?: number) => issueToken(userId, secret, 3600, { version });
const profile = (userId: string, token: string) => call(server, `/user/${userId}`, { token });

/** A token signed like the server's but with any claims: a legacy token without `ver`, or a bad `ver`. */
function signedToken(claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('bearer tokens carry the user’s token version', () => {
  it('accepts the current version only: an older or newer one is 401', async () => {
    const userId = await insertShopper(2);
    expect(await profile(userId, tokenFor(userId, 2))).toMatchObject({ status: 200, body: { Id: userId } });
    expect(await profile(userId, tokenFor(userId, 1))).toEqual(EXPIRED);
    expect(await profile(userId, tokenFor(userId, 0))).toEqual(EXPIRED);
    expect(await profile(userId, tokenFor(userId, 3))).toEqual(EXPIRED);
    expect(await call(server, '/addresses/address', { token: tokenFor(userId, 1) })).toEqual(EXPIRED);
  });

  it('reads a token without `ver` as version 0', async () => {
    const fresh = await insertShopper(0);
    const reset = await insertShopper(1);
    expect((await profile(fresh, signedToken({ sub: fresh, exp: inAnHour() }))).status).toBe(200);
    expect(await profile(reset, signedToken({ sub: reset, exp: inAnHour() }))).toEqual(EXPIRED);
  });

  it('refuses a `ver` that is not a non-negative integer, and refuses to issue one', async () => {
    const userId = await insertShopper(0);
    for (const ver of [-1, 0.5, '0', null]) {
      expect(await profile(userId, signedToken({ sub: userId, exp: inAnHour(), ver }))).toEqual(EXPIRED);
    }
    expect(() => tokenFor(userId, -1)).toThrow(RangeError);
  });

  it('answers 401 for a deleted or unknown user, and for a subject that is not a user id', async () => {
    const userId = await insertShopper(0);
    const token = tokenFor(userId);
    expect((await profile(userId, token)).status).toBe(200);
    await server.db.execute(`DELETE FROM users WHERE id = '${userId}'`);
    expect(await profile(userId, token)).toEqual(EXPIRED);
    const stranger = randomUUID();
    expect(await profile(stranger, tokenFor(stranger))).toEqual(EXPIRED);
    expect(await call(server, '/addresses/address', { token: tokenFor('not-a-uuid') })).toEqual(EXPIRED);
  });

  it('keeps the 403 for someone else’s data when the token is current', async () => {
    const [me, other] = [await insertShopper(0), await insertShopper(0)];
    expect(await profile(other, tokenFor(me))).toEqual({
      status: 403,
      body: { message: 'You may only access your own data', code: 'not_your_data' },
    });
  });
});

describe('migration 0002_token_version', () => {
  it('applies on a database that already ran 0000 and 0001, giving existing users version 0', async () => {
    const { handle, applied, dispose } = await databaseMigratedBefore('0002');
    try {
      expect(applied).toEqual(['0000_init.sql', '0001_orders.sql']);
      await handle.db.execute(
        "INSERT INTO users (name, phone, email, password_hash, is_verified) VALUES ('Old', '3001112223', 'old@example.pk', 'x', true)",
      );

      const later = readdirSync(migrationsFolder()).filter((name) => name.endsWith('.sql') && name > '0001_orders.sql');
      expect(later).toContain('0002_token_version.sql');
      expect(await migrate(handle.db)).toEqual(later.sort());
      expect(await migrate(handle.db)).toEqual([]);
      const rows = rowsOf<{ token_version: number }>(
        await handle.db.execute("SELECT token_version FROM users WHERE email = 'old@example.pk'"),
      );
      expect(rows).toEqual([{ token_version: 0 }]);
      await expect(
        handle.db.execute("UPDATE users SET token_version = -1 WHERE email = 'old@example.pk'"),
      ).rejects.toThrow();
    } finally {
      await dispose();
    }
  }, 120_000);
});
