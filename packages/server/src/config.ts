import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { AbuseLimits } from './security/abuse-limits';

/** Where uploaded images are kept: a folder on disk, or process memory (tests). */
export type UploadStorage = { dir: string } | 'memory';

/** What the app needs besides the database and the mailer. */
export interface AppConfig {
  /** HMAC key of the bearer tokens. */
  tokenSecret: string;
  /** Lifetime of a bearer token. @default 7 days */
  tokenTtlSeconds: number;
  /** Serve `GET /api/v1/dev/outbox` (tests and demos only). */
  devOutbox: boolean;
  /** Write one JSON line per request to stdout. */
  logRequests: boolean;
  /** Built storefront to serve with SPA fallback, if any. */
  staticDir?: string;
  /**
   * The storefront's server renderer (`storefront/dist-ssr/entry-server.js`), which renders the catalogue and
   * information pages inside `index.html`; without it every page is rendered in the browser.
   */
  pageRendererFile?: string;
  /** Where uploaded images (profile pictures, review photos) are kept. @default `${SAUDA_DATA_DIR}/uploads` */
  uploadStorage?: UploadStorage;
  /**
   * Per-IP and per-account limits of sign-in, sign-up and the code routes (429 past them); `false` turns them off.
   * @default DEFAULT_ABUSE_LIMITS
   */
  abuseLimits?: AbuseLimits | false;
  /** Take the client IP from `X-Forwarded-For` (set by one trusted reverse proxy in front). @default false */
  trustProxy?: boolean;
  /** Browser origins allowed to call the API (CORS); empty means same-origin only. @default [] */
  corsOrigins?: readonly string[];
}

/** The configured upload storage, else the `uploads` folder of `SAUDA_DATA_DIR` (`./.data` like the server). */
export function uploadStorageOf(config: AppConfig): UploadStorage {
  return config.uploadStorage ?? { dir: resolve(process.env.SAUDA_DATA_DIR || './.data', 'uploads') };
}

/**
 * A config for tests and tools: random secret, dev outbox on, no request log, uploads kept in memory, no abuse
 * limits (a suite signs its shoppers in many times from one address; the security suite sets its own).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    tokenSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 7 * 24 * 3600,
    devOutbox: true,
    logRequests: false,
    uploadStorage: 'memory',
    abuseLimits: false,
    ...overrides,
  };
}
