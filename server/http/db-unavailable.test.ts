import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-unavailable';
import { handleError } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or cut connection and a server shutting down or starting', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(withCode('57P03', 'the database system is starting up'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves other database errors and plain errors alone', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('22003')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('handleError for an unreachable database', () => {
  it('answers 503 common.unavailable in Japanese with Retry-After, and no driver text', async () => {
    const app = new Hono()
      .get('/down', () => {
        throw wrapped(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
      })
      .onError(handleError);
    const res = await app.request('/down');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: 'common.unavailable',
      message: expect.stringContaining('もう一度お試しください'),
    });
    expect(text).not.toMatch(/ECONNREFUSED|5432/);
  });
});
