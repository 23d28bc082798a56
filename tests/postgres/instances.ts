import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type RealServer, startRealServer } from '../security/real-server';

/** How long an instance may take to answer ready once it has logged `listening`. */
const READY_TIMEOUT_MS = 30_000;

/** The PostgreSQL server these tests run on (`SAUDA_TEST_DATABASE_URL`); they make no sense without one. */
export function postgresUrl(): string {
  const url = process.env.SAUDA_TEST_DATABASE_URL;
  if (!url)
    throw new Error('The postgres tests need SAUDA_TEST_DATABASE_URL (a PostgreSQL server to create databases on)');
  return url;
}

/** A new, empty database on the test server, and how to drop it. */
export interface FreshDatabase {
  url: string;
  /** Runs one statement on the database (for checks), with parameters. */
  query<T extends object>(text: string, parameters?: (string | number)[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** Creates an empty database (not a schema: nothing of another test's is there, extensions included). */
export async function freshDatabase(): Promise<FreshDatabase> {
  const server = postgresUrl();
  const name = `sauda_instances_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  return {
    url: url.toString(),
    query: <T extends object>(text: string, parameters: (string | number)[] = []) =>
      client.unsafe(text, parameters) as unknown as Promise<T[]>,
    async drop() {
      await client.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Server processes on one database, each with its own data directory. */
export interface Instances {
  servers: RealServer[];
  /** SIGKILLs whatever still runs and deletes the data directories. */
  stop(): Promise<void>;
}

async function waitReady(server: RealServer) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const answer = await fetch(`${server.url}/api/v1/health/ready`).catch(() => null);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${server.url} did not become ready:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `count` server processes together on `databaseUrl` with one token secret, as a deployment behind a proxy
 * would run them; resolves once every one answers ready. `env` is added to each one's environment.
 */
export async function startInstances(
  count: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Instances> {
  const secret = randomBytes(32).toString('hex');
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'sauda-instance-')));
  const started = await Promise.allSettled(
    dataDirs.map((dataDir) => startRealServer(dataDir, secret, { DATABASE_URL: databaseUrl, ...env })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  await Promise.all(servers.map(waitReady)).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { servers, stop };
}
