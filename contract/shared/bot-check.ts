/**
 * The optional reCAPTCHA v3 challenge (spec §9, badge hidden): which calls carry a token, and how
 * one is obtained without ever blocking the shopper. The browser wiring is `bot-check-browser.ts`.
 */

/** Channel settings that turn the challenge on (the server reads the same names). */
export const BOT_CHECK_SETTINGS = {
  isUse: 'SECURITY.RECAPTCHA.IS_USE',
  siteKey: 'SECURITY.RECAPTCHA.SITE_KEY',
} as const;

/** The request header carrying the token. */
export const BOT_TOKEN_HEADER = 'X-Recaptcha-Token';

/** Longest wait for the script and a token before the form goes out without one. */
export const BOT_CHECK_TIMEOUT_MS = 5_000;

const SITE_KEY = /^[A-Za-z0-9_-]{20,64}$/;

/** The build's site key when the channel's setting is on and the key looks valid, else null. */
export function botCheckSiteKey(settings: Record<string, unknown>): string | null {
  const on = settings[BOT_CHECK_SETTINGS.isUse];
  if (!(on === true || on === 1 || on === 'true' || on === '1')) return null;
  const key = settings[BOT_CHECK_SETTINGS.siteKey];
  return typeof key === 'string' && SITE_KEY.test(key.trim()) ? key.trim() : null;
}

/** Guarded calls (`POST` only) and their actions, matching the server's `BOT_FORMS` and login. */
const GUARDED_CALLS: readonly (readonly [RegExp, string])[] = [
  [/^\/v1\/auth\/login$/, 'login'],
  [/^\/v1\/users$/, 'register'],
  [/^\/v1\/reminder\/request$/, 'reminder'],
  [/^\/v1\/inquiries$/, 'contact'],
  [/^\/v1\/catalog-orders$/, 'catalog_order'],
  [/^\/v1\/products\/[^/]+\/reviews$/, 'review'],
  [/^\/v1\/products\/[^/]+\/questions$/, 'question'],
  [/^\/v1\/product-requests$/, 'product_request'],
];

/** The challenge action of a call, or null when the server does not guard it. */
export function botActionOf(method: string, path: string): string | null {
  if (method.toLowerCase() !== 'post') return null;
  const bare = path.split('?')[0] ?? '';
  return GUARDED_CALLS.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
}

/** The part of Google's `grecaptcha` object v3 uses. */
export type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** What the challenge needs from the page: the build's site key and a way to load the script. */
export type BotCheckDeps = {
  siteKey(): string | null;
  load(siteKey: string): Promise<Grecaptcha>;
  timeoutMs?: number;
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bot check timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The challenge over injected deps: `headersFor` resolves to `{ X-Recaptcha-Token }` for a guarded
 * call when the setting is on, and to no header when it is off, the script fails or `execute`
 * throws (the server then decides, and the form shows its message).
 */
export function createBotCheck(deps: BotCheckDeps) {
  let loading: Promise<Grecaptcha> | undefined;

  function load(siteKey: string): Promise<Grecaptcha> {
    loading ??= deps
      .load(siteKey)
      .then((api) => new Promise<Grecaptcha>((resolve) => api.ready(() => resolve(api))));
    // A failed load may be retried by the next submission (a flaky network).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  }

  async function token(siteKey: string, action: string): Promise<string | null> {
    const api = await load(siteKey);
    const value = await api.execute(siteKey, { action });
    return typeof value === 'string' && value !== '' ? value : null;
  }

  return {
    /** Starts loading the script early (a guarded form came on screen); no-op when off. */
    prepare(): void {
      const siteKey = deps.siteKey();
      if (siteKey) load(siteKey).catch(() => undefined);
    },
    /** The header to add to one call: a fresh token for a guarded call, else nothing. */
    async headersFor(method: string, path: string): Promise<Record<string, string>> {
      const action = botActionOf(method, path);
      const siteKey = action ? deps.siteKey() : null;
      if (!action || !siteKey) return {};
      const timeoutMs = deps.timeoutMs ?? BOT_CHECK_TIMEOUT_MS;
      const value = await withTimeout(token(siteKey, action), timeoutMs).catch(() => null);
      return value ? { [BOT_TOKEN_HEADER]: value } : {};
    },
  };
}

/** The challenge's interface, for modules that take one. */
export type BotCheck = ReturnType<typeof createBotCheck>;
