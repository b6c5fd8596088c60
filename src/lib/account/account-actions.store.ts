import { normaliseSchoolKey, schoolCheckNote } from '../../../contract/account/school';
import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { recordMoment } from '../analytics/analytics.store';
import { applyLogin, checkSession, login, logout, refreshSession } from '../session/session.store';
import { ApiRequestError } from '../shared/http';
import { accountApi } from './account.api';
import { $me, $schoolCheck } from './account.store';
import type { FormErrors } from './account-form';
import { rememberSchool } from './school-badge.store';
import { badgeFromCheck } from './school-badge-origin.model';

/** What a form submission came to: done, or a message and per-field errors to show. */
export type Outcome<T = void> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: FormErrors };

const NETWORK = COMMON_MESSAGES.networkError;

function failure(error: unknown): { ok: false; message: string; errors: FormErrors } {
  if (error instanceof ApiRequestError) {
    return { ok: false, message: error.message, errors: error.errors };
  }
  return { ok: false, message: NETWORK, errors: {} };
}

async function attempt<T>(work: () => Promise<T | null>): Promise<Outcome<T>> {
  try {
    const value = await work();
    return value === null ? { ok: false, message: NETWORK, errors: {} } : { ok: true, value };
  } catch (error) {
    return failure(error);
  }
}

/** Registers, then logs in with the same credentials unless `loginAfter` is false. */
export async function registerMember(
  body: Record<string, unknown>,
  loginAfter = true,
): Promise<Outcome<{ loggedIn: boolean }>> {
  const registered = await attempt(() => accountApi.register(body));
  if (!registered.ok) return registered;
  recordMoment({ kind: 'member', event: 'sign_up', method: 'email' });
  if (!loginAfter) return { ok: true, value: { loggedIn: false } };
  const state = await login({
    login_id: String(body.email),
    password: String(body.password),
  }).catch(() => null);
  return { ok: true, value: { loggedIn: Boolean(state?.isLogin) } };
}

/** Saves the profile (the API client drops `username`). */
export async function saveProfile(body: Record<string, unknown>) {
  const result = await attempt(() => accountApi.update(body));
  if (result.ok) $me.set(result.value);
  return result;
}

/** Changes the password; the reply carries the new token (every other session ends). */
export async function changePassword(body: { current_password: string; password: string }) {
  const result = await attempt(() => accountApi.changePassword(body));
  if (result.ok) applyLogin(result.value);
  return result;
}

/** Leaves the shop after re-entering the password; then the session ends and the cart is dropped. */
export async function leaveShop(currentPassword: string): Promise<Outcome<boolean>> {
  const result = await attempt(async () => {
    const res = await accountApi.leave({ current_password: currentPassword });
    return res ? res.result : null;
  });
  if (result.ok) await logout({ keepCart: false }).catch(() => undefined);
  return result;
}

/**
 * Confirms an email address from the mailed link. A browser that holds the member's token takes
 * the server's new word on it (refresh: now a registered member) without a new login.
 */
export async function checkEmailToken(token: string) {
  const result = await attempt(
    async () => (await accountApi.checkEmailVerify(token))?.result ?? null,
  );
  const session = await checkSession();
  if (result.ok && session.accessToken !== null && !session.isLogin) await refreshSession();
  return result;
}

/** Mails the verification link again. */
export const resendVerification = () =>
  attempt(async () => (await accountApi.requestEmailVerify())?.result ?? null);

/** Asks for a reminder mail (same reply whether or not the address is registered). */
export const requestReminder = (email: string, kind: 'password' | 'username') =>
  attempt(async () => (await accountApi.reminderRequest({ email, kind }))?.result ?? null);

/** Checks a reminder link and learns which security question to ask. */
export const checkReminder = (token: string, kind: 'password' | 'username') =>
  attempt(() => accountApi.reminderCheck({ token, kind }));

/** Resets with the reminder link; the reply's token logs the member in. */
export async function resetWithReminder(body: Record<string, unknown>) {
  const result = await attempt(() => accountApi.reminderReset(body));
  if (result.ok && result.value.access_token) applyLogin(result.value);
  return result;
}

/** Checks a 学校コード as typed: the note to show (school confirmed, or why not); null when blank. */
export async function checkSchoolKey(raw: string) {
  const key = normaliseSchoolKey(raw);
  if (!key) return null;
  const result = await accountApi.checkSchool(key).catch((error: unknown) => {
    // A refusal the API explains (too many checks) is shown as it is.
    if (error instanceof ApiRequestError)
      return { message: error.errors.key?.[0] ?? error.message };
    return null;
  });
  if (result && 'message' in result) return { ok: false as const, text: result.message };
  $schoolCheck.set(result);
  rememberSchool(badgeFromCheck(result));
  return schoolCheckNote(result);
}
