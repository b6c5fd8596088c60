import redaxios from 'redaxios';
import { SHELL_MESSAGES } from '../../../contract/shared/common.messages';
import { flagInvalidChannel, setMaintenance } from './app.store';
import { botCheckIsOn } from './bot-check-page';
import { browserCookies } from './cookies';
import { env } from './env';
import {
  type AuthHooks,
  createHttpClient,
  passwordLoginUrl,
  type RequestFn,
} from './http/http-client';
import { maintenanceUrl } from './maintenance.model';
import { showToast } from './toast.store';

export type { HttpOk, HttpResult, Paging } from './http/http-types';
export { ApiRequestError } from './http/http-types';

/** Default request timeout; a timeout is rethrown to the caller (spec §8). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Until the session store registers itself, the bearer token comes straight from the cookies. */
const authHooks: AuthHooks = {
  token: () => browserCookies.get('access_token') ?? null,
  isExpired: () => Number(browserCookies.get('expires_at') ?? 0) <= Date.now(),
  refresh: async () => false,
  logout: async () => {
    browserCookies.remove('access_token');
    browserCookies.remove('expires_at');
  },
};

/** Lets the session store provide token, refresh and logout. */
export function configureHttpAuth(hooks: AuthHooks): void {
  Object.assign(authHooks, hooks);
}

function navigate(url: string): void {
  if (typeof window === 'undefined') return;
  const here = `${window.location.pathname}${window.location.search}`;
  // A 503 on the maintenance page itself must not reload it; elsewhere it remembers the way back.
  if (url === '/maintenance/') {
    if (window.location.pathname === url) return;
    window.location.assign(maintenanceUrl(here));
    return;
  }
  window.location.assign(url);
}

/**
 * A voucher session's refusal: the message, and a link that logs out and opens the login page
 * (which a logged-in visitor could not reach), coming back here after the password login.
 */
function onPasswordLoginRequired(message: string): void {
  if (typeof window === 'undefined') return;
  const here = `${window.location.pathname}${window.location.search}`;
  showToast(message, 'error', {
    href: passwordLoginUrl(here),
    label: SHELL_MESSAGES.passwordLogin,
    before: () => authHooks.logout(),
  });
}

/** A guarded call's reCAPTCHA header; the challenge's code loads only on pages that use it. */
function botHeaders(method: string, path: string): Promise<Record<string, string>> {
  if (!botCheckIsOn()) return Promise.resolve({});
  return import('./bot-check-browser').then((m) => m.botCheck.headersFor(method, path));
}

/** The browser's API client (base URL and channel from the environment). */
export const http = createHttpClient({
  request: redaxios as unknown as RequestFn,
  fetch: (...args) => globalThis.fetch(...args),
  baseUrl: env.PUBLIC_API_BASE,
  channelId: env.PUBLIC_CHANNEL_ID,
  timeoutMs: REQUEST_TIMEOUT_MS,
  auth: {
    token: () => authHooks.token(),
    isExpired: () => authHooks.isExpired(),
    refresh: () => authHooks.refresh(),
    logout: () => authHooks.logout(),
  },
  navigate,
  onMaintenance: setMaintenance,
  onInvalidChannel: flagInvalidChannel,
  onPasswordLoginRequired,
  callHeaders: botHeaders,
});

/** Saves a downloaded blob under its file name (browser only). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
