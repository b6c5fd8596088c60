import * as v from 'valibot';
import { FIELD_MESSAGES as M } from './fields.messages';

/** An optional ISO date (`YYYY-MM-DD`) with the field's Japanese message. */
export const optionalIsoDate = (label: string) =>
  v.optional(v.pipe(v.string(), v.isoDate(M.date(label))));

/**
 * The spec's `min_date` (§5) for a start/end pair: the end date on or after the start date. A
 * missing side leaves the pair unchecked (the other rules say whether it may be missing).
 */
export function isEndOnOrAfterStart(start: string | undefined, end: string | undefined): boolean {
  return !start || !end || end >= start;
}
