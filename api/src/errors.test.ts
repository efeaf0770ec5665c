import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './errors.js';

describe('isDatabaseUnavailable', () => {
  it('is true for an unreachable or restarting database, also when wrapped', () => {
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'ECONNRESET' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is true for a database that does not answer in time: connect, query and statement timeouts', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    // node-postgres' query_timeout: packets dropped, no answer and no error would ever come.
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Query read timeout') }))).toBe(true);
    // statement_timeout: PostgreSQL cancelled a statement that ran too long.
    expect(isDatabaseUnavailable({ code: '57014', message: 'canceling statement due to statement timeout' })).toBe(
      true,
    );
  });

  it('is false for a request the database could not read (08P01) and for data errors', () => {
    // node-postgres sends text with NUL in it; PostgreSQL answers "invalid message format" (08P01).
    expect(isDatabaseUnavailable({ code: '08P01', message: 'invalid message format' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '22021' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
