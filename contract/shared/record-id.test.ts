import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseRecordId, RECORD_ID_MAX, recordId } from './record-id.schema';

describe('parseRecordId', () => {
  it('reads every id the database can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: RECORD_ID_MAX }), (id) => {
        expect(parseRecordId(String(id))).toBe(id);
      }),
      { seed: 20261124 },
    );
  });

  it('refuses what the database cannot hold or is not plain digits', () => {
    for (const raw of [
      '0',
      '-1',
      '2147483648',
      '99999999999',
      '1e3',
      '01',
      ' 1',
      '1.0',
      '',
      '%00',
    ]) {
      expect(parseRecordId(raw)).toBeNull();
    }
  });
});

describe('recordId', () => {
  it('accepts 1..RECORD_ID_MAX and refuses the rest', () => {
    const schema = recordId('IDは数値で指定してください。');
    expect(v.safeParse(schema, RECORD_ID_MAX).success).toBe(true);
    for (const bad of [0, RECORD_ID_MAX + 1, 1.5, 1e30, '1']) {
      expect(v.safeParse(schema, bad).success).toBe(false);
    }
  });
});
