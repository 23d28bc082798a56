import { describe, expect, it } from 'vitest';
import { databaseRefusal } from './database-refusal';

const driverError = (code: string) => Object.assign(new Error('driver'), { code });
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: driverError(code) });

describe('databaseRefusal', () => {
  it.each([
    ['22001', 400, 'A text in the request is too long.'],
    ['22003', 400, 'A number in the request is out of range.'],
    ['22021', 400, 'Text may not contain NUL characters or invalid UTF-8.'],
    ['22P02', 400, 'A value in the request has the wrong format.'],
    ['22023', 400, 'A value in the request has the wrong format.'],
    ['54000', 400, 'A text in the request is too long.'],
    ['23505', 409, 'This already exists.'],
    ['40001', 409, 'The request clashed with another one. Please try again.', 'request_clashed'],
    ['40P01', 409, 'The request clashed with another one. Please try again.', 'request_clashed'],
  ])('answers SQLSTATE %s (also wrapped by Drizzle) as %i', (code, status, message, refusal?: string) => {
    const expected = { status, message, code, ...(refusal ? { refusal } : {}) };
    expect(databaseRefusal(driverError(code))).toEqual(expected);
    expect(databaseRefusal(wrapped(code))).toEqual(expected);
  });

  it('leaves server faults alone: connection errors, syntax errors, plain errors', () => {
    expect(databaseRefusal(driverError('ECONNREFUSED'))).toBeNull();
    expect(databaseRefusal(driverError('08006'))).toBeNull();
    expect(databaseRefusal(driverError('42601'))).toBeNull();
    expect(databaseRefusal(new Error('boom'))).toBeNull();
    expect(databaseRefusal(undefined)).toBeNull();
  });
});
