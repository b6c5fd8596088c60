import { atom, type ReadableAtom } from 'nanostores';

/** A busy flag and the one way to raise it: around an action. */
export type Busy = {
  $busy: ReadableAtom<boolean>;
  /**
   * Runs `action` with the flag up and lowers it afterwards, also when the action throws; the
   * flag stays up when `stayBusy` says so of the result (the page is leaving, or the button goes).
   */
  run<T>(action: () => Promise<T>, stayBusy?: (result: T) => boolean): Promise<T>;
};

/** A busy flag for one form or button, so a second press waits for the first call. */
export function createBusy(): Busy {
  const $busy = atom(false);
  async function run<T>(action: () => Promise<T>, stayBusy?: (result: T) => boolean) {
    $busy.set(true);
    let keep = false;
    try {
      const result = await action();
      keep = stayBusy?.(result) ?? false;
      return result;
    } finally {
      if (!keep) $busy.set(false);
    }
  }
  return { $busy, run };
}
