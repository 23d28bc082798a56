import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObservedServer, onPostgres, rawRows, startObservedServer } from './observed-app';

const CONTACT = { name: 'Ayesha Khan', email: 'ayesha.timeout@example.pk', message: 'Where is my parcel, please?' };

/** The part of postgres.js this test drives: a transaction on one connection. */
interface PostgresClient {
  begin(work: (tx: { unsafe(text: string): Promise<unknown> }) => Promise<unknown>): Promise<unknown>;
}

/** On PostgreSQL, holds an exclusive lock on `contact_messages` for `ms` from the test's own connection. */
function lockContactMessages(server: ObservedServer, ms: number): Promise<unknown> {
  const client = (server.testDb as unknown as { $client: PostgresClient }).$client;
  return client.begin(async (tx) => {
    await tx.unsafe('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
    await sleep(ms);
  });
}

describe('a statement cancelled by the statement timeout', () => {
  let server: ObservedServer;
  beforeAll(async () => {
    server = await startObservedServer({ statementTimeoutMs: 300 });
  });
  afterAll(() => server.close());

  it('answers 503 { message, code } with Retry-After, not a 500, and logs only its SQL state', async () => {
    let held: Promise<unknown> = Promise.resolve();
    if (onPostgres) {
      // The real thing: the insert waits behind a lock until PostgreSQL cancels it after 300 ms.
      held = lockContactMessages(server, 2000);
      await sleep(100);
    } else {
      // PGlite has no timers to enforce statement_timeout: the cancellation it would raise is raised by a trigger.
      await rawRows(
        server.testDb,
        `CREATE FUNCTION cancel_contact() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$`,
      );
      await rawRows(
        server.testDb,
        'CREATE TRIGGER cancel_contact BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION cancel_contact()',
      );
    }
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONTACT),
    });
    const elapsed = performance.now() - started;
    await held;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      message: 'The database took too long to answer. Please try again.',
      code: 'statement_timeout',
    });
    if (onPostgres) expect(elapsed).toBeLessThan(1500);

    const logged = server.lines().find((line) => line.event === 'database unavailable');
    expect(logged).toMatchObject({ level: 'warn', sqlState: '57014', requestId: expect.any(String) });
    const log = server.logText();
    for (const leak of [CONTACT.email, CONTACT.message, 'insert into']) expect(log).not.toContain(leak);
  });
});
