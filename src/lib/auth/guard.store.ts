import { checkSession } from '../session/session.store';
import { type GuardKind, type GuardSettings, guardRedirect } from './auth-guards';

/**
 * Runs a page guard once the stored login is examined: true when the page may show; otherwise the
 * browser is sent where the guard says (the login page, /verify/ or /ec/) and the answer is false.
 */
export async function passGuard(kind: GuardKind, settings: GuardSettings): Promise<boolean> {
  const session = await checkSession();
  const here = window.location.pathname + window.location.search;
  const target = guardRedirect(kind, session, settings, here);
  if (target) window.location.replace(target);
  return target === null;
}
