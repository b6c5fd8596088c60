/**
 * Which colour scheme a channel uses at a given time: a seasonal scheme while its publish period
 * covers the time, the selected one otherwise. One rule for the storefront's call, the rebuilds
 * and the back office's list.
 */

/** What the rule reads of a scheme: its id, whether it is selected, its period (null: open side). */
export type SchemeTiming = {
  id: number;
  isSelected: boolean;
  publishFrom: Date | null;
  publishTo: Date | null;
};

/** A publish period as the rule reads it (null: open on that side). */
export type Period = Pick<SchemeTiming, 'publishFrom' | 'publishTo'>;

/** Whether the scheme has a publish period at all (a side set). */
export const hasPeriod = (s: Period) => s.publishFrom !== null || s.publishTo !== null;

/** Whether `now` is inside the scheme's period: from it on (inclusive), up to its end (exclusive). */
export function inPeriod(s: Period, now: Date): boolean {
  if (!hasPeriod(s)) return false;
  const t = now.getTime();
  return (
    (s.publishFrom === null || s.publishFrom.getTime() <= t) &&
    (s.publishTo === null || t < s.publishTo.getTime())
  );
}

const startOf = (s: SchemeTiming) => s.publishFrom?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * The scheme in use at `now`: of those whose period covers it, the one whose period started last
 * (the newer scheme on a tie); when none does, the first selected one in the order given; else none.
 * @example schemeInUse([{ id: 1, isSelected: true, publishFrom: null, publishTo: null }], new Date())?.id // 1
 */
export function schemeInUse<T extends SchemeTiming>(
  schemes: readonly T[],
  now: Date,
): T | undefined {
  const seasonal = schemes.filter((s) => inPeriod(s, now));
  if (seasonal.length === 0) return schemes.find((s) => s.isSelected);
  return seasonal.reduce((best, s) =>
    startOf(s) > startOf(best) || (startOf(s) === startOf(best) && s.id > best.id) ? s : best,
  );
}

/** Where a scheme's period stands at `now`: none, still to come (公開予約), running, or over. */
export function periodState(s: Period, now: Date): 'none' | 'scheduled' | 'running' | 'ended' {
  if (!hasPeriod(s)) return 'none';
  if (inPeriod(s, now)) return 'running';
  return s.publishFrom !== null && now.getTime() < s.publishFrom.getTime() ? 'scheduled' : 'ended';
}
