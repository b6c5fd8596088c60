/** How many products the current viewed history keeps (spec §9). */
export const CURRENT_HISTORY_MAX = 10;

/**
 * A viewed product moves to the front; duplicates go; at most `max` are kept.
 * @example pushHistory([2, 1], 1) // [1, 2]
 */
export function pushHistory(
  ids: readonly number[],
  id: number,
  max = CURRENT_HISTORY_MAX,
): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}

/** The emptied history (at login the guest's list is flushed). */
export const flushHistory = (): number[] => [];

/** Ids read back from storage, ignoring anything malformed. */
export function parseHistory(text: string | undefined): number[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((x): x is number => Number.isSafeInteger(x) && x > 0)
      .slice(0, CURRENT_HISTORY_MAX);
  } catch {
    return [];
  }
}

/** Spec §5: a search word is posted only when it is not empty after trimming. */
export function searchWordToPost(word: string | undefined): string | null {
  const trimmed = (word ?? '').replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
  return trimmed ? trimmed : null;
}

/** A login made on this page (not a stored one restored when the session is first checked). */
export function isFreshLogin(
  before: { check: boolean; isLogin: boolean },
  after: { isLogin: boolean },
): boolean {
  return before.check && !before.isLogin && after.isLogin;
}
