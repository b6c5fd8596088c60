import { atom } from 'nanostores';
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import type { LoginHistory } from '../../../contract/auth/auth.schema';
import { recordMoment } from '../analytics/analytics.store';
import {
  $session,
  applyLogin,
  checkSession,
  login,
  logout,
  refreshSession,
} from '../session/session.store';
import { ApiRequestError } from '../shared/http';
import { authApi } from './auth.api';
import { POLL_INTERVAL_MS, shouldRefresh } from './auth-polling';

/** What a login form submission came to; `verify`: logged in, but the e-mail must be confirmed first. */
export type LoginResult =
  | { kind: 'done' }
  | { kind: 'code' }
  | { kind: 'verify' }
  | { kind: 'error'; message: string };

/**
 * A completed login: done, or `verify` for a member who is not registered yet (spec §4, §6). A
 * member's login first flushes the guest's browsing history into the member's (spec §4), loaded
 * here because the login page shows no products.
 */
async function completed(): Promise<LoginResult> {
  if (!$session.get().isLogin) return { kind: 'verify' };
  await (await import('../history/history.store')).flushGuestHistory().catch(() => undefined);
  return { kind: 'done' };
}

/** True while a login or code call is in flight. */
export const $authBusy = atom(false);

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : AUTH_MESSAGES.networkError;
}

async function busy<T>(work: () => Promise<T>): Promise<T> {
  $authBusy.set(true);
  try {
    return await work();
  } finally {
    $authBusy.set(false);
  }
}

/** Logs in with a login id and password; `code` means the emailed code is now expected. */
export function submitLogin(loginId: string, password: string): Promise<LoginResult> {
  return busy(async () => {
    try {
      const state = await login({ login_id: loginId, password });
      if (state.mfa !== null) return { kind: 'code' };
      if (!state.accessToken) return { kind: 'error', message: AUTH_MESSAGES.networkError };
      recordMoment({ kind: 'member', event: 'login', method: 'password' });
      return await completed();
    } catch (error) {
      return { kind: 'error', message: messageOf(error) };
    }
  });
}

/**
 * Completes the pending login with the 6-digit code. `syncChannel`: the login-sync variant, whose
 * verify ties the member to this channel (`is_sync_user_channel`) and marks the session synced.
 */
export function submitLoginCode(code: string, syncChannel = false): Promise<LoginResult> {
  return busy(async () => {
    const userId = $session.get().mfa;
    if (userId === null) return { kind: 'error', message: AUTH_MESSAGES.networkError };
    try {
      const res = await authApi.verify({
        verify_code: code,
        user_id: userId,
        ...(syncChannel ? { is_sync_user_channel: true } : {}),
      });
      if (!res) return { kind: 'error', message: AUTH_MESSAGES.networkError };
      applyLogin(res);
      if (syncChannel) $session.setKey('isSyncUserChannel', true);
      recordMoment({ kind: 'member', event: 'login', method: 'password' });
      return await completed();
    } catch (error) {
      return { kind: 'error', message: messageOf(error) };
    }
  });
}

/** Leaves the code step and starts over. */
export function cancelLoginCode(): void {
  $session.setKey('mfa', null);
}

/** Logs out everywhere this browser knows of. */
export async function logoutNow(): Promise<void> {
  await checkSession();
  await logout();
}

/** Uses a mailed unlock token. */
export async function unlockWithToken(token: string): Promise<boolean> {
  try {
    return await authApi.unlock(token);
  } catch {
    return false;
  }
}

/** The login-sync variant: ties the member to this channel and marks the session synced. */
export async function syncUserChannel(): Promise<void> {
  await authApi.syncChannel().catch(() => false);
  $session.setKey('isSyncUserChannel', true);
}

let poll: ReturnType<typeof setInterval> | undefined;

/** Keeps the token fresh while the page stays open (spec: refresh polling can be switched on). */
export function startRefreshPolling(): void {
  if (poll) return;
  $session.setKey('isRefreshPolling', true);
  poll = setInterval(() => {
    if (shouldRefresh($session.get(), Date.now())) refreshSession();
  }, POLL_INTERVAL_MS);
}

/** The member's recent logins (first page), or an empty list when they cannot be read. */
export async function loadLoginHistories(): Promise<LoginHistory[]> {
  try {
    return (await authApi.loginHistories(1))?.data ?? [];
  } catch {
    return [];
  }
}
