import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection, however it is wrapped', () => {
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true); // a terminated backend
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true); // starting up or shutting down
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true); // connection failure
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false); // a unique violation
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(false); // a cancelled statement
    expect(isDatabaseUnavailable(new Error('relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
