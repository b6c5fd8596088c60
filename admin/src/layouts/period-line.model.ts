import { formatDateTime } from '../shared/format.model';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/**
 * A period (ISO instants; null: open on that side) as one line in Japan time, or 期間なし.
 * @example periodLine('2026-11-30T15:00:00.000Z', null) // '2026/12/01 00:00 〜 終了指定なし'
 */
export function periodLine(from: string | null, to: string | null): string {
  if (!from && !to) return M.noPeriod;
  return M.periodText(formatDateTime(from), formatDateTime(to));
}
