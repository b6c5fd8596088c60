import { useEffect, useState } from 'react';
import type { GuardKind, GuardSettings } from '../../lib/auth/auth-guards';
import { passGuard } from '../../lib/auth/guard.store';

/** Runs a page guard once the stored login is examined; true when the page may show. */
export function useGuard(kind: GuardKind, settings: GuardSettings): boolean {
  const [ready, setReady] = useState(kind === 'none');
  useEffect(() => {
    let live = true;
    void passGuard(kind, settings).then((pass) => {
      if (live && pass) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [kind, settings]);
  return ready;
}
