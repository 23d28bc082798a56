import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  catalogueCacheFromEnv,
  mediaStorageFromEnv,
  seedModeFromEnv,
  tokenSecretFromEnv,
} from './environment';

const DATABASE_URL = 'postgres://sauda@db.internal:5432/sauda';
const SECRET = 'a'.repeat(32);

describe('the token secret', () => {
  it('is required with DATABASE_URL, with a message saying what to set', () => {
    expect(() => tokenSecretFromEnv({ DATABASE_URL })).toThrow(ConfigError);
    expect(() => tokenSecretFromEnv({ DATABASE_URL, SAUDA_TOKEN_SECRET: ' ' })).toThrow(
      /^Set SAUDA_TOKEN_SECRET: it is required when DATABASE_URL is set \(at least 32 characters/,
    );
    expect(tokenSecretFromEnv({ DATABASE_URL, SAUDA_TOKEN_SECRET: SECRET })).toBe(SECRET);
  });

  it('is optional on the embedded database, where the data directory keeps a generated one', () => {
    expect(tokenSecretFromEnv({})).toBeUndefined();
    expect(tokenSecretFromEnv({ DATABASE_URL: '', SAUDA_TOKEN_SECRET: '' })).toBeUndefined();
  });

  it('must be at least 32 characters wherever it is set', () => {
    for (const env of [{ SAUDA_TOKEN_SECRET: 'short' }, { DATABASE_URL, SAUDA_TOKEN_SECRET: 'a'.repeat(31) }]) {
      expect(() => tokenSecretFromEnv(env)).toThrow('SAUDA_TOKEN_SECRET is too short: set at least 32 characters');
    }
  });
});

describe('the seed', () => {
  it('is the demo on the embedded database and nothing on DATABASE_URL unless asked', () => {
    expect(seedModeFromEnv({})).toBe('demo');
    expect(seedModeFromEnv({ DATABASE_URL })).toBe('none');
    expect(seedModeFromEnv({ DATABASE_URL, SAUDA_SEED: 'demo' })).toBe('demo');
    expect(seedModeFromEnv({ SAUDA_SEED: 'none' })).toBe('none');
  });

  it('grows the demo to scale:N products', () => {
    expect(seedModeFromEnv({ SAUDA_SEED: 'scale:1000000' })).toEqual({ scale: 1_000_000 });
    expect(seedModeFromEnv({ DATABASE_URL, SAUDA_SEED: 'scale:100_000' })).toEqual({ scale: 100_000 });
    expect(() => seedModeFromEnv({ SAUDA_SEED: 'scale:lots' })).toThrow(ConfigError);
    expect(() => seedModeFromEnv({ SAUDA_SEED: 'scale:0' })).toThrow(/^SAUDA_SEED=scale:N: The product count must/);
  });

  it('refuses an unknown mode', () => {
    expect(() => seedModeFromEnv({ SAUDA_SEED: 'full' })).toThrow(
      'SAUDA_SEED must be demo, none or scale:<products>, not "full".',
    );
  });
});

describe('the catalogue cache', () => {
  it('is on unless SAUDA_CATALOGUE_CACHE=off', () => {
    expect(catalogueCacheFromEnv({})).toBe(true);
    expect(catalogueCacheFromEnv({ SAUDA_CATALOGUE_CACHE: 'on' })).toBe(true);
    expect(catalogueCacheFromEnv({ SAUDA_CATALOGUE_CACHE: 'off' })).toBe(false);
    expect(() => catalogueCacheFromEnv({ SAUDA_CATALOGUE_CACHE: 'no' })).toThrow(
      'SAUDA_CATALOGUE_CACHE must be on or off, not "no".',
    );
  });
});

describe('the media store', () => {
  it('is the database by default', () => {
    expect(mediaStorageFromEnv({})).toBe('database');
    expect(mediaStorageFromEnv({ SAUDA_MEDIA_STORE: 'database' })).toBe('database');
  });

  it('is an S3 bucket when asked, with its endpoint and region', () => {
    expect(mediaStorageFromEnv({ SAUDA_MEDIA_STORE: 's3', SAUDA_S3_BUCKET: 'sauda-media' })).toEqual({
      s3: { bucket: 'sauda-media' },
    });
    const env = {
      SAUDA_MEDIA_STORE: 's3',
      SAUDA_S3_BUCKET: 'sauda-media',
      SAUDA_S3_ENDPOINT: 'https://minio.internal:9000',
      SAUDA_S3_REGION: 'auto',
    };
    expect(mediaStorageFromEnv(env)).toEqual({
      s3: { bucket: 'sauda-media', endpoint: 'https://minio.internal:9000', region: 'auto' },
    });
  });

  it('refuses S3 without a bucket, a malformed endpoint and an unknown store', () => {
    expect(() => mediaStorageFromEnv({ SAUDA_MEDIA_STORE: 's3' })).toThrow(
      'Set SAUDA_S3_BUCKET: it is required when SAUDA_MEDIA_STORE=s3.',
    );
    expect(() =>
      mediaStorageFromEnv({ SAUDA_MEDIA_STORE: 's3', SAUDA_S3_BUCKET: 'b', SAUDA_S3_ENDPOINT: 'minio:9000/x y' }),
    ).toThrow('SAUDA_S3_ENDPOINT must be an http(s) URL');
    expect(() => mediaStorageFromEnv({ SAUDA_MEDIA_STORE: 'disk' })).toThrow(
      'SAUDA_MEDIA_STORE must be database or s3, not "disk".',
    );
  });
});
