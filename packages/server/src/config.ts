import { randomBytes } from 'node:crypto';
import type { AbuseLimits } from './security/abuse-limits';
import type { S3MediaOptions } from './uploads/s3-media-store';

/**
 * Where uploaded images are kept: the database (shared by every instance), an S3-compatible bucket, or process
 * memory (tests).
 */
export type UploadStorage = 'database' | { s3: S3MediaOptions } | 'memory';

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
  /** Where uploaded images (profile pictures, review photos) are kept. @default 'database' */
  uploadStorage?: UploadStorage;
  /**
   * Per-IP and per-account limits of sign-in, sign-up and the code routes, and per-IP of the coupon check (429 past
   * them), counted in the database so that they hold across instances; `false` turns them off.
   * @default DEFAULT_ABUSE_LIMITS
   */
  abuseLimits?: AbuseLimits | false;
  /** Take the client IP from `X-Forwarded-For` (set by one trusted reverse proxy in front). @default false */
  trustProxy?: boolean;
  /** Browser origins allowed to call the API (CORS); empty means same-origin only. @default [] */
  corsOrigins?: readonly string[];
  /**
   * A request not answered within this many milliseconds gets 503 `{ message, code: 'request_timeout' }`
   * (multipart uploads get four times as long). @default DEFAULT_REQUEST_TIMEOUT_MS
   */
  requestTimeoutMs?: number;
  /**
   * Keep catalogue answers (listings, search, products) until what they show changes; `false` reads every request
   * from the database (`SAUDA_CATALOGUE_CACHE=off`, for measuring it). @default true
   */
  catalogueCache?: boolean;
}

/** The request deadline unless configured (`SAUDA_REQUEST_TIMEOUT_MS`). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

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
