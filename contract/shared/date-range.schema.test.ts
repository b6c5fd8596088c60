import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../account/user-form.schema';
import { CalendarQuerySchema } from '../checkout/checkout.schema';
import { isEndOnOrAfterStart } from './date-range.schema';

describe('an end date on or after its start date (spec §5 min_date)', () => {
  it('holds for a later or the same end, or a missing side', () => {
    expect(isEndOnOrAfterStart('2026-04-01', '2026-04-02')).toBe(true);
    expect(isEndOnOrAfterStart('2026-04-01', '2026-04-01')).toBe(true);
    expect(isEndOnOrAfterStart(undefined, '2026-04-01')).toBe(true);
    expect(isEndOnOrAfterStart('2026-04-02', '2026-04-01')).toBe(false);
  });

  it('puts the message on the end field of the shared calendar query schema', () => {
    const res = v.safeParse(CalendarQuerySchema, {
      startDate: '2026-04-02',
      endDate: '2026-04-01',
    });
    expect(res.success ? {} : formErrors(res.issues)).toEqual({
      endDate: ['終了日は開始日以降の日付を入力してください。'],
    });
  });
});
