import { useEffect, useState } from 'react';
import { type GuardKind, type GuardSettings, guardRedirect } from '../../lib/auth/auth-guards';
import { checkSession } from '../../lib/session/session.store';

/** Runs a page guard once the stored login is examined; true when the page may show. */
export function useGuard(kind: GuardKind, settings: GuardSettings): boolean {
  const [ready, setReady] = useState(kind === 'none');
  useEffect(() => {
    let live = true;
    checkSession().then((session) => {
      if (!live) return;
      const here = window.location.pathname + window.location.search;
      const target = guardRedirect(kind, session, settings, here);
      if (target) window.location.replace(target);
      else setReady(true);
    });
    return () => {
      live = false;
    };
  }, [kind, settings]);
  return ready;
}
