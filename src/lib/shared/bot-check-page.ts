// Whether a page uses the challenge, apart from its code: every page's HTTP client asks this, and
// only pages whose build turned the challenge on load the rest (bot-check-browser).

/** The head tag the build writes when the channel's setting is on (the server's CSP looks for it). */
export const BOT_CHECK_META = 'recaptcha-site-key';

/** The site key the build wrote into this page, or null (also during the build). */
export function pageSiteKey(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${BOT_CHECK_META}"]`)?.getAttribute('content') || null;
}

/** Whether this page asks for a token (browser only; false during the build). */
export const botCheckIsOn = (): boolean => pageSiteKey() !== null;
