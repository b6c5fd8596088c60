import { atom, type ReadableAtom } from 'nanostores';
import type { GuardSettings } from '../auth/auth-guards';
import { passGuard } from '../auth/guard.store';
import { takeFlash } from '../shared/flash.store';

/** The line above a record list: what the last action (or the form before it) came to. */
export type BookNotice = { ok: boolean; message: string } | null;

/** A record list screen before and after the guard lets the member in. */
export type BookState = { ready: boolean; notice: BookNotice };

/** The browser side a record list touches; tests pass their own. */
export type BookDeps = {
  admit(settings: GuardSettings): Promise<boolean>;
  flashed(): string | null;
};

const BROWSER: BookDeps = {
  admit: (settings) => passGuard('login-only', settings),
  flashed: () => takeFlash()?.message ?? null,
};

/** A record list's store and its actions. */
export type RecordBook = {
  $state: ReadableAtom<BookState>;
  open(settings: GuardSettings): Promise<void>;
  report(result: { ok: boolean; message: string }): void;
};

/**
 * A my page record list (addresses, cards): the login guard, the form's flash as the first
 * notice, loading (the server's refusal, such as a voucher login's, becomes the notice), and
 * each action's outcome reported in the same line.
 */
export function createRecordBook(
  load: () => Promise<string | null>,
  deps: BookDeps = BROWSER,
): RecordBook {
  const $state = atom<BookState>({ ready: false, notice: null });
  const report = (result: { ok: boolean; message: string }) =>
    $state.set({ ...$state.get(), notice: { ok: result.ok, message: result.message } });

  async function open(settings: GuardSettings) {
    if (!(await deps.admit(settings))) return;
    const flashed = deps.flashed();
    $state.set({ ready: true, notice: flashed ? { ok: true, message: flashed } : null });
    const refused = await load();
    if (refused) report({ ok: false, message: refused });
  }

  return { $state, open, report };
}
