import { createBotCheck, type Grecaptcha } from '../../../contract/shared/bot-check';
import { pageSiteKey } from './bot-check-page';

export { BOT_CHECK_META, botCheckIsOn } from './bot-check-page';

/** Google's v3 script for a site key (render=key: invisible, no widget). */
export function botCheckScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
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
