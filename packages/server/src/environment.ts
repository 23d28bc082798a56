import type { UploadStorage } from './config';
import { parseScaleProducts } from './seed/scale/scale-size';

/** A setting the server cannot start with; the process prints its message as one line and exits 1. */
export class ConfigError extends Error {}

/** Shortest accepted token secret (32 characters of `openssl rand -hex 32` are 128 bits, it prints 64). */
export const MIN_TOKEN_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/**
 * `SAUDA_TOKEN_SECRET`, checked. Required with `DATABASE_URL`: every instance must sign and check tokens with one
 * secret, so none may make its own. Without it (the embedded database, one process) undefined lets the server keep
 * a generated secret in its data directory.
 */
export function tokenSecretFromEnv(env: Env): string | undefined {
  const secret = set(env.SAUDA_TOKEN_SECRET);
  if (secret === undefined && set(env.DATABASE_URL)) {
    throw new ConfigError(
      `Set SAUDA_TOKEN_SECRET: it is required when DATABASE_URL is set (at least ${MIN_TOKEN_SECRET_LENGTH} characters, the same on every instance; e.g. openssl rand -hex 32).`,
    );
  }
  if (secret !== undefined && secret.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new ConfigError(
      `SAUDA_TOKEN_SECRET is too short: set at least ${MIN_TOKEN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32).`,
    );
  }
  return secret;
}

/** What the database is seeded with: the demo marketplace (when empty), nothing, or the demo grown to N products. */
export type SeedMode = 'demo' | 'none' | { scale: number };

/**
 * `SAUDA_SEED`: `demo`, `none` or `scale:N` (the demo grown to N products, see seed/scale). The default is `demo` on
 * the embedded database (a demo that runs anywhere) and `none` with `DATABASE_URL`: a production database never gets
 * demo accounts with a published password unless asked.
 */
export function seedModeFromEnv(env: Env): SeedMode {
  const mode = set(env.SAUDA_SEED) ?? (set(env.DATABASE_URL) ? 'none' : 'demo');
  if (mode === 'demo' || mode === 'none') return mode;
  const scale = /^scale:(.+)$/.exec(mode);
  if (scale) {
    try {
      return { scale: parseScaleProducts(scale[1]!) };
    } catch (error) {
      throw new ConfigError(`SAUDA_SEED=scale:N: ${(error as Error).message}.`);
    }
  }
  throw new ConfigError(`SAUDA_SEED must be demo, none or scale:<products>, not ${JSON.stringify(mode.slice(0, 40))}.`);
}

/**
 * `SAUDA_CATALOGUE_CACHE`: `on` (the default) or `off`, which answers every catalogue read from the database (to
 * measure the database, as the listing benchmark does).
 */
export function catalogueCacheFromEnv(env: Env): boolean {
  const value = set(env.SAUDA_CATALOGUE_CACHE) ?? 'on';
  if (value !== 'on' && value !== 'off') {
    throw new ConfigError(`SAUDA_CATALOGUE_CACHE must be on or off, not ${JSON.stringify(value.slice(0, 40))}.`);
  }
  return value === 'on';
}

/**
 * `SAUDA_MEDIA_STORE`: `database` (the default: images in the `media` table) or `s3` (a bucket named by
 * `SAUDA_S3_BUCKET`, optionally `SAUDA_S3_ENDPOINT` and `SAUDA_S3_REGION`; credentials from the AWS SDK's usual
 * environment: `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, a profile, or the instance's role).
 */
export function mediaStorageFromEnv(env: Env): UploadStorage {
  const store = set(env.SAUDA_MEDIA_STORE) ?? 'database';
  if (store === 'database') return 'database';
  if (store !== 's3') {
    throw new ConfigError(`SAUDA_MEDIA_STORE must be database or s3, not ${JSON.stringify(store.slice(0, 40))}.`);
  }
  const bucket = set(env.SAUDA_S3_BUCKET);
  if (!bucket) throw new ConfigError('Set SAUDA_S3_BUCKET: it is required when SAUDA_MEDIA_STORE=s3.');
  const endpoint = set(env.SAUDA_S3_ENDPOINT);
  if (endpoint && !(/^https?:\/\//.test(endpoint) && URL.canParse(endpoint))) {
    throw new ConfigError('SAUDA_S3_ENDPOINT must be an http(s) URL, such as https://s3.example.com.');
  }
  const region = set(env.SAUDA_S3_REGION);
  return { s3: { bucket, ...(endpoint ? { endpoint } : {}), ...(region ? { region } : {}) } };
}
