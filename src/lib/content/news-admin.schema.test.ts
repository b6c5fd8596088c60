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
