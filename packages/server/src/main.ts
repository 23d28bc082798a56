import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createApp } from './app';
import { connectDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { consoleMailer, smtpMailer } from './mail/mailer';
import { seedIfEmpty } from './seed';
import { parseCorsOrigins } from './security/cors';
import { InFlightRequests } from './security/in-flight';
import { listen } from './server';

/** How long a shutdown waits for requests in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function log(fields: Record<string, unknown>) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', ...fields }));
}

function tokenSecret(dataDir: string): string {
  if (process.env.SAUDA_TOKEN_SECRET) return process.env.SAUDA_TOKEN_SECRET;
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const started = performance.now();
  const env = process.env;
  const port = Number(env.PORT || 8080);
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(env.SAUDA_DATA_DIR || './.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const staticDir = resolve(env.SAUDA_STATIC_DIR || 'storefront/dist');
  const pageRendererFile = resolve(env.SAUDA_PAGE_RENDERER || 'storefront/dist-ssr/entry-server.js');
  const corsOrigins = parseCorsOrigins(env.SAUDA_CORS_ORIGINS);
  mkdirSync(dataDir, { recursive: true });

  const handle = await connectDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  const migrations = await migrate(handle.db);
  if (migrations.length) log({ event: 'migrated', migrations });
  if ((env.SAUDA_SEED || 'demo') === 'demo') {
    const seeded = await seedIfEmpty(handle.db);
    if (seeded) log({ event: 'seeded', ms: seeded.ms, ...seeded.counts });
  }

  const inFlight = new InFlightRequests();
  const app = createApp({
    db: handle.db,
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL) : consoleMailer(),
    inFlight,
    config: {
      tokenSecret: tokenSecret(dataDir),
      tokenTtlSeconds: 7 * 24 * 3600,
      devOutbox: env.SAUDA_DEV_OUTBOX === '1',
      logRequests: true,
      ...(existsSync(join(staticDir, 'index.html')) ? { staticDir } : {}),
      ...(existsSync(pageRendererFile) ? { pageRendererFile } : {}),
      trustProxy: env.SAUDA_TRUST_PROXY === '1',
      corsOrigins,
      ...(env.SAUDA_ABUSE_LIMITS === 'off' ? { abuseLimits: false } : {}),
    },
  });
  const server = await listen(app, port, host);
  log({
    event: 'listening',
    url: server.url,
    database: databaseUrl ? 'postgresql' : 'pglite',
    startupMs: Math.round(performance.now() - started),
  });
  console.log(`Sauda at ${server.url} (demo shopper: demo@sauda.pk / Sauda@123)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ event: 'stopping', signal });
    // New requests get 503 while those in flight finish; then the socket and the database close cleanly.
    await inFlight.drain(SHUTDOWN_GRACE_MS);
    await server.close();
    await handle.close();
    log({ event: 'stopped', signal });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'fatal', message: String(error), stack: (error as Error)?.stack }));
  process.exit(1);
});
