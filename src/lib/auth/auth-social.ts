import * as v from 'valibot';
import { LoginResponseSchema } from '../session/session.schema';
import { applyLogin } from '../session/session.store';
import { buildGet } from '../shared/build-api';
import { COMMON_MESSAGES } from '../shared/common.messages';
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
  const res = await http.get(`/v1/auth/${encodeURIComponent(provider)}/redirect`, { auth: false });
  if (res.ignored) return;
  window.location.assign(v.parse(v.object({ url: v.string() }), res.data).url);
}

/** Completes the provider's callback; the provider name is the state's prefix. */
export async function finishSocialLogin(query: URLSearchParams): Promise<string | null> {
  const provider = (query.get('state') ?? '').split('.')[0] ?? '';
  try {
    const res = await http.get(`/v1/auth/${encodeURIComponent(provider)}/callback`, {
      auth: false,
      params: Object.fromEntries(query),
    });
    if (res.ignored) return COMMON_MESSAGES.networkError;
    applyLogin(v.parse(LoginResponseSchema, res.data));
    return null;
  } catch (error) {
    return error instanceof ApiRequestError ? error.message : COMMON_MESSAGES.networkError;
  }
}
