import * as v from 'valibot';
import { LoginResponseSchema } from '../../../contract/session/session.schema';
import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { recordMoment } from '../analytics/analytics.store';
import { applyLogin } from '../session/session.store';
import { buildGet } from '../shared/build-api';
import { ApiRequestError, http } from '../shared/http';

/** Configured social-login providers, read at build time. */
export async function buildSocialProviders(): Promise<string[]> {
  const schema = v.object({ data: v.array(v.object({ name: v.string() })) });
  try {
    return (await buildGet('/v1/auth/providers', schema)).data.data.map((p) => p.name);
  } catch {
    return [];
  }
}

/** Sends the browser to the provider's sign-in page. */
export async function startSocialLogin(provider: string): Promise<void> {
  const res = await http.get(`/v1/auth/${encodeURIComponent(provider)}/redirect`, {
    session: false,
  });
  if (res.ignored) return;
  window.location.assign(v.parse(v.object({ url: v.string() }), res.data).url);
}

/** The provider a callback's query is for: the state's prefix. */
export function callbackProvider(query: URLSearchParams): string {
  return (query.get('state') ?? '').split('.')[0] ?? '';
}

const finishing = new Map<string, Promise<string | null>>();

/**
 * Completes the provider's callback (an error message, or null when logged in) and records the
 * `login` event. A second call for the same callback shares the first one's work, so a re-run
 * effect neither spends the one-time code twice nor reports the login twice.
 */
export function finishSocialLogin(query: URLSearchParams): Promise<string | null> {
  const key = query.toString();
  const pending = finishing.get(key) ?? completeCallback(query);
  finishing.set(key, pending);
  return pending;
}

async function completeCallback(query: URLSearchParams): Promise<string | null> {
  const provider = callbackProvider(query);
  try {
    const res = await http.get(`/v1/auth/${encodeURIComponent(provider)}/callback`, {
      session: false,
      params: Object.fromEntries(query),
    });
    if (res.ignored) return COMMON_MESSAGES.networkError;
    applyLogin(v.parse(LoginResponseSchema, res.data));
    recordMoment({ kind: 'member', event: 'login', method: provider });
    return null;
  } catch (error) {
    return error instanceof ApiRequestError ? error.message : COMMON_MESSAGES.networkError;
  }
}
