import { createBotCheck, type Grecaptcha } from './bot-check';

/** The head tag the build writes when the channel's setting is on (the server's CSP looks for it). */
export const BOT_CHECK_META = 'recaptcha-site-key';

/** Google's v3 script for a site key (render=key: invisible, no widget). */
export function botCheckScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

function pageSiteKey(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${BOT_CHECK_META}"]`)?.getAttribute('content') || null;
}

function loadScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = botCheckScriptUrl(siteKey);
    script.async = true;
    script.onload = () => {
      const api = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (api) resolve(api);
      else reject(new Error('grecaptcha missing'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.append(script);
  });
}

/** The page's challenge: on only where the build wrote the site key, script loaded on first need. */
export const botCheck = createBotCheck({ siteKey: pageSiteKey, load: loadScript });

/** Whether this page asks for a token (browser only; false during the build). */
export const botCheckIsOn = (): boolean => pageSiteKey() !== null;
