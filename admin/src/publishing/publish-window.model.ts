import { formatDateTime } from '../shared/format.model';
import { PUBLISHING_MESSAGES as M } from './publishing.messages';

/** Where a record stands for shoppers: live, hidden by an editor, 公開予約 (not yet), 公開終了 (over). */
export type WindowState = 'live' | 'hidden' | 'scheduled' | 'ended';

/** A record's state and the instant that goes with it (the start when scheduled, the end when ended or live until one). */
export type WindowStatus = { state: WindowState; at: string | null };

/** What the state is read from: shown or hidden, and the publish window (ISO 8601; null or '' open). */
export type WindowRecord = { shown: boolean; from?: string | null; to?: string | null };

const instant = (iso: string | null | undefined) => {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(at) ? null : at;
};

/**
 * A record's publish state at `now`: hidden wins, then a window that ended (the end is exclusive,
 * as the shop reads it), then one that has not started; else live (until its end, if any).
 * @example windowStatus({ shown: true, from: '2099-01-01T00:00:00Z' }, new Date()) // { state: 'scheduled', at: '2099-01-01T00:00:00Z' }
 */
export function windowStatus(record: WindowRecord, now: Date): WindowStatus {
  if (!record.shown) return { state: 'hidden', at: null };
  const from = instant(record.from);
  const to = instant(record.to);
  if (to !== null && to <= now.getTime()) return { state: 'ended', at: record.to ?? null };
  if (from !== null && from > now.getTime()) return { state: 'scheduled', at: record.from ?? null };
  return { state: 'live', at: to === null ? null : (record.to ?? null) };
}

/** The state's name (公開中, 非公開, 公開予約, 公開終了). */
export const windowLabel = (status: WindowStatus): string => M.windowStates[status.state];

/**
 * The state's time in Japan time, '' when it has none.
 * @example windowDetail({ state: 'scheduled', at: '2026-11-30T15:00:00Z' }) // '2026/12/01 00:00 から（日本時間）'
 */
export function windowDetail(status: WindowStatus): string {
  if (!status.at) return '';
  const at = formatDateTime(status.at);
  if (status.state === 'scheduled') return M.windowStartsAt(at);
  if (status.state === 'ended') return M.windowEndedAt(at);
  return status.state === 'live' ? M.windowUntil(at) : '';
}
