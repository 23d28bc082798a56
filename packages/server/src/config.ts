import { randomBytes } from 'node:crypto';

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
}

/** A config for tests and tools: random secret, dev outbox on, no request log. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    tokenSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 7 * 24 * 3600,
    devOutbox: true,
    logRequests: false,
    ...overrides,
  };
}
