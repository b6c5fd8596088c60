/**
 * One pending request per screen part: starting a new one cancels the one before (spec §2 "Each
 * navigation cancels pending requests"), so a slow old answer never replaces a newer one.
 */
export function latestRequest() {
  let current: AbortController | null = null;
  return {
    /** Cancels the pending request and answers the signal for the new one. */
    start(): AbortSignal {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    /** Cancels the pending request (the screen changed). */
    cancel(): void {
      current?.abort();
      current = null;
    },
  };
}
