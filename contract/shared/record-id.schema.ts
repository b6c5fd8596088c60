import * as v from 'valibot';

/** The largest id a record can have (PostgreSQL `integer`/`serial`). */
export const RECORD_ID_MAX = 2_147_483_647;

/** A record id in a request body: a whole number from 1 to RECORD_ID_MAX (`message` names the field in Japanese). */
export function recordId(message?: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1), v.maxValue(RECORD_ID_MAX));
}

/** Whether a path segment is a record id: plain digits, no sign, no leading zero, within RECORD_ID_MAX. */
export function parseRecordId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= RECORD_ID_MAX ? id : null;
}
