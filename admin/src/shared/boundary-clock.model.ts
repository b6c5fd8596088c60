/** The longest a browser timer may wait (2^31 − 1 ms, about 24.8 days); a later boundary waits again. */
export const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * How long from `now` until the soonest of `instants` still to come (ISO 8601; null and unreadable
 * ones skipped), at most LONGEST_TIMER_MS; null when none is to come. A screen that shows a
 * period's state (公開予約 → 公開期間中) redraws then.
 * @example msUntilNext(['2026-12-01T00:00:00+09:00', null], new Date('2026-11-30T14:59:59Z')) // 1000
 */
export function msUntilNext(instants: readonly (string | null)[], now: Date): number | null {
  const waits = instants
    .map((iso) => (iso ? Date.parse(iso) - now.getTime() : Number.NaN))
    .filter((ms) => Number.isFinite(ms) && ms > 0);
  return waits.length === 0 ? null : Math.min(Math.min(...waits), LONGEST_TIMER_MS);
}
