import { useEffect, useState } from 'react';
import { msUntilNext } from './boundary-clock.model';

/**
 * The time a screen reads its periods at, moved on when the soonest of `instants` comes, so a
 * state shown as 公開予約 turns to 公開期間中 at its start without a reload.
 */
export function useBoundaryClock(instants: readonly (string | null)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const key = instants.join('|');
  // New periods (data loaded, a save) are read at the time they arrive, not the screen's opening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the instants.
  useEffect(() => setNow(new Date()), [key]);
  useEffect(() => {
    const wait = msUntilNext(key.split('|'), now);
    if (wait === null) return;
    // A little past the boundary, so the period rule (start inclusive) reads it as begun.
    const timer = setTimeout(() => setNow(new Date()), wait + 50);
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}
