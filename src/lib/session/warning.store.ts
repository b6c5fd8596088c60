import { persistentAtom } from '@nanostores/persistent';
import { loginFollowUp } from './flags.model';
import { $session } from './session.store';

/** The stored session warning (spec §8 "A warning message can be stored and cleared"). */
export type SessionWarning = 'password-expired' | 'mail-error';

/** The warning kept across pages until the member closes it or deals with it. */
export const $sessionWarning = persistentAtom<SessionWarning | ''>('session-warning', '');

/** Stores a warning (replacing the one before). */
export function setSessionWarning(warning: SessionWarning): void {
  $sessionWarning.set(warning);
}

/** Clears the stored warning. */
export function clearSessionWarning(): void {
  $sessionWarning.set('');
}

/** After a login: stores what its flags warn about and answers the page to go to. */
export function followLogin(target: string): string {
  const next = loginFollowUp($session.get(), target);
  if (next.warning) setSessionWarning(next.warning);
  return next.path;
}
