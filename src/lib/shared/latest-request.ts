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

// Hand-written rather than a debounce package: those delay a call but cannot cancel the request a
// previous call already started, which is the other half of what typing needs.
/**
 * The latest of a stream of requests (typing): each starts only once the caller has been quiet for
 * `delayMs`, and a newer call cancels the one waiting or running, which then answers undefined.
 */
export function debouncedLatest(delayMs: number) {
  const latest = latestRequest();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dropWaiting: (() => void) | undefined;
  const stopWaiting = () => {
    clearTimeout(timer);
    dropWaiting?.();
    dropWaiting = undefined;
  };
  return {
    /** Runs `task` after the pause unless a newer call or `cancel` comes first. */
    run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
      stopWaiting();
      const signal = latest.start();
      return new Promise<T | undefined>((resolve, reject) => {
        dropWaiting = () => resolve(undefined);
        timer = setTimeout(() => {
          dropWaiting = undefined;
          task(signal).then(
            (value) => resolve(signal.aborted ? undefined : value),
            (error: unknown) => (signal.aborted ? resolve(undefined) : reject(error)),
          );
        }, delayMs);
      });
    },
    /** Drops the waiting call and cancels the running one. */
    cancel(): void {
      stopWaiting();
      latest.cancel();
    },
  };
}
