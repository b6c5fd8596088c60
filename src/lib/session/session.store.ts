import { map } from 'nanostores';
import type {
  LoginBody,
  LoginResponse,
  SessionState,
} from '../../../contract/session/session.schema';
import { browserCookies, type CookieJar } from '../shared/cookies';
import { configureHttpAuth, http } from '../shared/http';
import { createSessionApi, type SessionApi } from './session.api';
import {
  clearStoredToken,
  INITIAL_SESSION,
  isTokenExpired,
  loggedOut,
  readStoredToken,
  sessionFromLogin,
  storeToken,
} from './session.model';

/** The browser's session (spec §3/§4 "Session"). */
export const $session = map<SessionState>({ ...INITIAL_SESSION });

/** What the session actions depend on. */
export type SessionDeps = { api: SessionApi; jar: CookieJar; now(): number };

const loginListeners = new Set<() => void>();

/** Runs `listener` after every completed login (e.g. to flush the browsing history). */
export function onLogin(listener: () => void): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

/** Session actions bound to their dependencies (the app binds the real ones; tests bind fakes). */
export function createSessionActions(deps: SessionDeps) {
  function applyLogin(res: LoginResponse): void {
    if (res.is_verify) {
      $session.set({ ...$session.get(), check: true, mfa: res.user_id });
      return;
    }
    const next = sessionFromLogin($session.get(), res, deps.now());
    $session.set(next);
    const stored = {
      token: res.access_token,
      expiresAt: next.tokenExpiresAt ?? 0,
      registered: res.is_registered_member,
    };
    storeToken(deps.jar, stored, deps.now());
  }

  /** A login (not a refresh) completed: store it and tell the listeners. */
  function completeLogin(res: LoginResponse): void {
    applyLogin(res);
    if (!res.is_verify && res.access_token) for (const listener of loginListeners) listener();
  }

  /** Logs out locally and on the server; local state is cleared even if the call fails. */
  async function logout(options: { keepCart?: boolean; refreshFailed?: boolean } = {}) {
    const hadToken = $session.get().accessToken !== null;
    $session.set(loggedOut($session.get(), options.refreshFailed));
    clearStoredToken(deps.jar, options.keepCart ?? false);
    if (hadToken && !options.refreshFailed) await deps.api.logout().catch(() => undefined);
  }

  /** Exchanges the current token for a new one; on failure logs out and flags it. */
  async function refreshSession(): Promise<boolean> {
    const token = $session.get().accessToken ?? readStoredToken(deps.jar)?.token;
    // An empty token means its cookie expired: the refresh cookie alone may still renew it.
    const res = typeof token === 'string' ? await deps.api.refresh(token).catch(() => null) : null;
    if (res?.access_token) {
      applyLogin(res);
      return true;
    }
    await logout({ keepCart: true, refreshFailed: true });
    return false;
  }

  /**
   * Examines the stored login once: restore without a call, refresh when expired (or when the
   * stored login does not say whether it counts), else logged out. A restored login counts only
   * for a registered member (spec §4); a pending one keeps its token for the verification calls.
   */
  async function checkSession(): Promise<SessionState> {
    if ($session.get().check) return $session.get();
    const stored = readStoredToken(deps.jar);
    if (!stored) {
      $session.set(loggedOut($session.get()));
      return $session.get();
    }
    $session.set({
      ...$session.get(),
      accessToken: stored.token,
      tokenExpiresAt: stored.expiresAt,
    });
    if (isTokenExpired($session.get(), deps.now()) || stored.registered === null) {
      await refreshSession();
    } else {
      $session.set({ ...$session.get(), check: true, isLogin: stored.registered });
    }
    return $session.get();
  }

  /** Logs in; with `is_verify` the session waits for the emailed code instead. */
  async function login(body: LoginBody): Promise<SessionState> {
    const res = await deps.api.login(body);
    if (res) completeLogin(res);
    return $session.get();
  }

  return { checkSession, refreshSession, login, logout, applyLogin, completeLogin };
}

const actions = createSessionActions({
  api: createSessionApi(http),
  jar: browserCookies,
  now: () => Date.now(),
});

/** Examines stored login state once per page. */
export const checkSession = actions.checkSession;
/** Refreshes the token. */
export const refreshSession = actions.refreshSession;
/** Logs in with an email address or user name and a password. */
export const login = actions.login;
/** Logs out (cart token cleared unless `keepCart`). */
export const logout = actions.logout;
/** Takes a login response from another call (code verification, registration, password reset). */
export const applyLogin = actions.completeLogin;

configureHttpAuth({
  token: () => $session.get().accessToken ?? readStoredToken(browserCookies)?.token ?? null,
  isExpired: () => {
    const state = $session.get();
    const expiresAt = state.tokenExpiresAt ?? readStoredToken(browserCookies)?.expiresAt ?? null;
    return isTokenExpired({ tokenExpiresAt: expiresAt }, Date.now());
  },
  refresh: refreshSession,
  logout: () => logout({ keepCart: true }),
});
