import type { LoginBody, LoginResponse } from '../../../contract/session/session.schema';
import type { HttpClient } from '../shared/http/http-client';

/**
 * Checks a login or refresh reply against `LoginResponseSchema`. The schema and valibot load with
 * the first such reply, not with every page (guests never get one).
 */
async function parseLoginResponse(data: unknown): Promise<LoginResponse> {
  return (await import('./session-reply')).parseLoginResponse(data);
}

/** Session calls; null when the client ignored the failure (network, redirect). */
export type SessionApi = {
  login(body: LoginBody): Promise<LoginResponse | null>;
  refresh(token: string): Promise<LoginResponse | null>;
  logout(): Promise<void>;
};

/** Session calls over an HTTP client. */
export function createSessionApi(http: HttpClient): SessionApi {
  return {
    async login(body) {
      const res = await http.post('/v1/auth/login', body, { session: false });
      return res.ignored ? null : parseLoginResponse(res.data);
    },
    async refresh(token) {
      // The bearer of spec §7, named here: the token being renewed, even when the client's is gone.
      // `session: false` keeps the client's expiry rule from refreshing before the refresh.
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const res = await http.post('/v1/auth/refresh', undefined, { session: false, headers });
      return res.ignored ? null : parseLoginResponse(res.data);
    },
    async logout() {
      await http.post('/v1/auth/logout');
    },
  };
}
