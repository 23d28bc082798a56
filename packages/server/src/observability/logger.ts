import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

/**
 * Keys that must never reach a log line whatever a caller passes: the log is read by more people than the database.
 * Lines only carry fields chosen one by one; this is the net under that rule.
 */
const SECRET_KEYS = ['password', 'passwordHash', 'token', 'authorization', 'secret', 'code', 'resetCode', 'otp'];

/**
 * The server's JSON logger: one line per event with `level` as a word ('info', 'error'), an ISO `time`, `pid` and
 * `hostname`, written synchronously to stdout (or `destination`) so the last lines before an exit are not lost.
 * The level comes from `SAUDA_LOG_LEVEL` (default `info`).
 */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: process.env.SAUDA_LOG_LEVEL || 'info',
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

let processLogger: Logger | undefined;

/** The process's stdout logger, for code that is not handed one (made on first use). */
export function defaultLogger(): Logger {
  return (processLogger ??= createLogger());
}
