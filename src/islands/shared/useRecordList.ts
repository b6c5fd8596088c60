import { useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { takeFlash } from '../../lib/shared/flash.store';
import type { ActionResult } from '../../lib/shared/record-actions';
import { useGuard } from '../auth/useGuard';
import type { NoticeState } from './Notice';

/** What a my page record list needs from its domain: how to load, how to remove, what to say. */
export type RecordListActions = {
  load: () => Promise<void>;
  remove: (id: number) => Promise<ActionResult>;
  removedText: string;
};

/**
 * The behaviour every my page record list shares: the login guard, loading once ready, the form
 * screen's flash shown as the list's notice, and delete after an in-page confirmation.
 */
export function useRecordList(settings: GuardSettings, actions: RecordListActions) {
  const ready = useGuard('login-only', settings);
  const [pending, setPending] = useState<number | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the guard lets the member in
  useEffect(() => {
    if (!ready) return;
    void actions.load();
    const flashed = takeFlash();
    if (flashed) setNotice({ error: flashed.type === 'negative', text: flashed.message });
  }, [ready]);

  async function confirmRemove(id: number) {
    setPending(null);
    const result = await actions.remove(id);
    setNotice(
      result.ok
        ? { error: false, text: actions.removedText }
        : { error: true, text: result.message },
    );
  }

  return {
    ready,
    notice,
    pending,
    askRemove: setPending,
    cancelRemove: () => setPending(null),
    confirmRemove,
  };
}
