import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewsBodySchema } from './news-admin.schema';

const withKey = (key: string) =>
  v.safeParse(NewsBodySchema, { title: 't', body: 'b', key }).success;

describe('NewsBodySchema key', () => {
  it('takes lower-case keys with a letter, up to 80 characters', () => {
    for (const key of ['sale', '2026-winter-sale', 'a-1', `a${'1'.repeat(79)}`]) {
      expect(withKey(key), key).toBe(true);
    }
  });

  it('refuses all-digit keys (read as ids), a leading dash, capitals, spaces and 81 characters', () => {
    for (const key of [
      '20261201',
      '2026-12',
      '-sale',
      'Sale',
      'winter sale',
      `a${'1'.repeat(80)}`,
      '',
    ]) {
      expect(withKey(key), key).toBe(false);
    }
  });
});

const publishedAt = (at: string) =>
  v.safeParse(NewsBodySchema, { title: 't', body: 'b', published_at: at }).success;

describe('NewsBodySchema published_at', () => {
  it('takes ISO 8601 date-times with a zone', () => {
    for (const at of [
      '2026-12-01T10:00:00+09:00',
      '2026-12-01T01:00:00.000Z',
      '2028-02-29T09:00:00+09:00',
    ]) {
      expect(publishedAt(at), at).toBe(true);
    }
  });

  it('refuses a date-time without a zone, a bare date and impossible dates', () => {
    for (const at of ['2026-12-01T10:00:00', '2026-12-01', '2026-02-30T10:00:00Z', '明日']) {
      expect(publishedAt(at), at).toBe(false);
    }
  });
});
