import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError, isDataException } from './errors';

/** A driver error as drizzle wraps it: the SQLSTATE sits on the cause. */
function wrapped(code: string): Error {
  const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
    code,
  });
  return new Error('Failed query: select 1', { cause });
}

describe('isDataException', () => {
  it('recognises class 22 on the error or its cause, nothing else', () => {
    expect(isDataException(wrapped('22003'))).toBe(true);
    expect(isDataException(wrapped('22P02'))).toBe(true);
    expect(isDataException(Object.assign(new Error('x'), { code: '22021' }))).toBe(true);
    expect(isDataException(wrapped('23505'))).toBe(false);
    expect(isDataException(new Error('plain'))).toBe(false);
  });
});

describe('handleError', () => {
  const app = new Hono()
    .get('/range', () => {
      throw wrapped('22003');
    })
    .get('/other', () => {
      throw wrapped('23505');
    })
    .onError(handleError);

  it('answers a value the database cannot hold as 400 in Japanese, with no SQL', async () => {
    const res = await app.request('/range');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).code).toBe('common.value_out_of_range');
    expect(text).not.toMatch(/select|integer/i);
  });

  it('keeps other database failures a 500', async () => {
    expect((await app.request('/other')).status).toBe(500);
  });
});
