import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp } from './app';
import { connectDatabase } from './db/connect';
import { migrate } from './db/migrate';
import {
  ConfigError,
  catalogueCacheFromEnv,
  mediaStorageFromEnv,
  seedModeFromEnv,
  tokenSecretFromEnv,
} from './environment';
import { loggableError } from './errors';
import { consoleMailer, smtpMailer } from './mail/mailer';
import { createLogger } from './observability/logger';
import { readOperationalLimits } from './observability/operational-env';
import { seedIfEmpty } from './seed';
import { seedScale } from './seed/scale';
import { parseCorsOrigins } from './security/cors';
import { InFlightRequests } from './security/in-flight';
import { listen } from './server';
import { importDiskUploads } from './uploads/import-disk-uploads';
import { mediaStoreFor } from './uploads/media-store';

/** How long a shutdown waits for requests in flight before closing anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Startup, shutdown and request lines all go through this one JSON logger (stdout). */
const logger = createLogger();

function log(fields: Record<string, unknown>, message?: string) {
  logger.info(fields, message);
}

/** The configured secret (required with DATABASE_URL), else one generated once into the data directory. */
function tokenSecret(dataDir: string): string {
  const configured = tokenSecretFromEnv(process.env);
  if (configured) return configured;
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
  // Settings are checked before anything is touched: a refusal names what to set.
  const seedMode = seedModeFromEnv(env);
  const catalogueCache = catalogueCacheFromEnv(env);
  const uploadStorage = mediaStorageFromEnv(env);
  const limits = readOperationalLimits(env);
  mkdirSync(dataDir, { recursive: true });
  const secret = tokenSecret(dataDir);

  const handle = await connectDatabase({
    ...(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') }),
    poolSize: limits.poolSize,
    statementTimeoutMs: limits.statementTimeoutMs,
  });
  const migrations = await migrate(handle.db);
  if (migrations.length) log({ event: 'migrated', migrations });
  if (seedMode === 'demo') {
    const seeded = await seedIfEmpty(handle.db);
    if (seeded) log({ event: 'seeded', ms: seeded.ms, ...seeded.counts });
  } else if (seedMode !== 'none') {
    const grown = await seedScale(handle.db, { products: seedMode.scale });
    if (grown.total > grown.before) log({ event: 'seeded', seed: 'scale', ...grown });
  }
  const imported = await importDiskUploads(join(dataDir, 'uploads'), mediaStoreFor(uploadStorage, handle.db));
  if (imported) log({ event: 'uploads imported', images: imported });

  const inFlight = new InFlightRequests();
  const app = createApp({
    db: handle.db,
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL) : consoleMailer(logger),
    inFlight,
    logger,
    config: {
      tokenSecret: secret,
      uploadStorage,
      tokenTtlSeconds: 7 * 24 * 3600,
      devOutbox: env.SAUDA_DEV_OUTBOX === '1',
      logRequests: true,
      ...(existsSync(join(staticDir, 'index.html')) ? { staticDir } : {}),
      ...(existsSync(pageRendererFile) ? { pageRendererFile } : {}),
      trustProxy: env.SAUDA_TRUST_PROXY === '1',
      corsOrigins,
      ...(env.SAUDA_ABUSE_LIMITS === 'off' ? { abuseLimits: false } : {}),
      requestTimeoutMs: limits.requestTimeoutMs,
      ...(catalogueCache ? {} : { catalogueCache: false }),
    },
  });
  const server = await listen(app, port, host);
  log(
    {
      event: 'listening',
      url: server.url,
      database: databaseUrl ? 'postgresql' : 'pglite',
      startupMs: Math.round(performance.now() - started),
      ...limits,
    },
    `Sauda at ${server.url}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness turns 503 at once; requests are still served through the pre-stop delay, while the load balancer
    // takes the instance out. Then new requests get 503 while those in flight finish, and everything closes.
    inFlight.beginShutdown();
    log({ event: 'stopping', signal, prestopDelayMs: limits.prestopDelayMs });
    if (limits.prestopDelayMs) await sleep(limits.prestopDelayMs);
    log({ event: 'draining', signal, inFlight: inFlight.count });
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
  if (error instanceof ConfigError) {
    // A setting is missing or wrong: one line saying what to set, no stack.
    logger.fatal({ event: 'refused to start' }, error.message);
    process.exit(1);
  }
  // Redacted like a request's error: a failed seed statement's parameters are users' e-mails and password hashes.
  logger.fatal({ event: 'failed to start', ...loggableError(error) });
  process.exit(1);
});
