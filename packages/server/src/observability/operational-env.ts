import { DEFAULT_REQUEST_TIMEOUT_MS } from '../config';
import { DEFAULT_POOL_SIZE } from '../db/connect';
import { ConfigError } from '../environment';

/** The limits an operator tunes from the environment. */
export interface OperationalLimits {
  /** `SAUDA_DB_POOL_SIZE`: PostgreSQL connections per instance. */
  poolSize: number;
  /** `SAUDA_STATEMENT_TIMEOUT_MS`: PostgreSQL cancels longer statements (0: never). */
  statementTimeoutMs: number;
  /** `SAUDA_REQUEST_TIMEOUT_MS`: requests not answered by then get 503. */
  requestTimeoutMs: number;
  /** `SAUDA_PRESTOP_DELAY_MS`: after SIGTERM, how long to keep serving while not ready before draining. */
  prestopDelayMs: number;
}

/** A statement taking longer than this on a web request is a fault (a listing page takes milliseconds). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

type Env = Record<string, string | undefined>;

/** A whole number from `env[name]` within `min..max`, else `fallback` when unset; anything else stops the start. */
function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

/**
 * Reads the pool size, statement timeout, request deadline and pre-stop delay. The pool needs two connections at
 * least: migrations hold their advisory lock on one while they run on another.
 */
export function readOperationalLimits(env: Env): OperationalLimits {
  return {
    poolSize: integer(env, 'SAUDA_DB_POOL_SIZE', DEFAULT_POOL_SIZE, 2, 1000),
    statementTimeoutMs: integer(env, 'SAUDA_STATEMENT_TIMEOUT_MS', DEFAULT_STATEMENT_TIMEOUT_MS, 0, 3_600_000),
    requestTimeoutMs: integer(env, 'SAUDA_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 100, 3_600_000),
    prestopDelayMs: integer(env, 'SAUDA_PRESTOP_DELAY_MS', 0, 0, 600_000),
  };
}
