import type { RefusalCode } from '@sauda/api';
import { sqlState } from '../db/sql-state';

/** A database error that is the request's fault, as the client should see it. */
export interface DatabaseRefusal {
  status: 400 | 409;
  message: string;
  /** The answer's code: the general one of its status, or `request_clashed` (worth sending again). */
  refusal?: RefusalCode;
  /** The SQLSTATE, for the log. */
  code: string;
}

const BY_CODE: Record<string, Omit<DatabaseRefusal, 'code'>> = {
  '22001': { status: 400, message: 'A text in the request is too long.' },
  '22003': { status: 400, message: 'A number in the request is out of range.' },
  '22021': { status: 400, message: 'Text may not contain NUL characters or invalid UTF-8.' },
  '22P05': { status: 400, message: 'Text may not contain NUL characters or invalid UTF-8.' },
  '22P02': { status: 400, message: 'A value in the request has the wrong format.' },
  '22007': { status: 400, message: 'A date in the request is not valid.' },
  '22008': { status: 400, message: 'A date in the request is out of range.' },
  '54000': { status: 400, message: 'A text in the request is too long.' },
  '23502': { status: 400, message: 'A required value is missing.' },
  '23503': { status: 400, message: 'The request refers to something that does not exist.' },
  '23514': { status: 400, message: 'A value in the request is not allowed.' },
  '23505': { status: 409, message: 'This already exists.' },
  '40001': {
    status: 409,
    message: 'The request clashed with another one. Please try again.',
    refusal: 'request_clashed',
  },
  '40P01': {
    status: 409,
    message: 'The request clashed with another one. Please try again.',
    refusal: 'request_clashed',
  },
};

/**
 * The 4xx answer for a database error caused by the request's data (a value too long or out of range, a NUL byte,
 * a duplicate, a clash with a concurrent request), or null for a server fault. Routes should refuse such input
 * first; this keeps anything they miss from becoming a 500.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  const code = sqlState(error);
  if (!code) return null;
  const known = BY_CODE[code] ?? (code.startsWith('22') ? BY_CODE['22P02'] : undefined);
  return known ? { ...known, code } : null;
}
