import {
  type ContentState,
  periodEndsFirst,
} from '../../../../contract/content/content-admin.schema';

/** A record's shown flag and publish period as stored. */
export type PeriodRow = { isShow: number; publishFrom: Date | null; publishTo: Date | null };

/**
 * Where a record stands at `now`: hidden by an editor, outside its publish period (not yet
 * started, or ended: the end is exclusive), or live.
 * @example contentState({ isShow: 1, publishFrom: null, publishTo: null }, new Date()) // 'live'
 */
export function contentState(row: PeriodRow, now: Date): ContentState {
  if (row.isShow !== 1) return 'hidden';
  if (row.publishFrom && row.publishFrom > now) return 'outside';
  if (row.publishTo && row.publishTo <= now) return 'outside';
  return 'live';
}

/** Whether a publish period ends before (or when) it starts; an open end never does. */
export const periodReversed = periodEndsFirst;

/** The names of the fields whose values differ between two snapshots. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** The ids of a list in the order asked, or null unless it names each record exactly once. */
export function fullOrder(current: readonly number[], asked: readonly number[]): number[] | null {
  if (asked.length !== current.length || new Set(asked).size !== asked.length) return null;
  const known = new Set(current);
  return asked.every((id) => known.has(id)) ? [...asked] : null;
}
