import * as v from 'valibot';
import type { HttpClient } from '../shared/http/http-client';
import { type LoginBody, type LoginResponse, LoginResponseSchema } from './session.schema';

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
      const res = await http.post('/v1/auth/login', body, { auth: false });
      return res.ignored ? null : v.parse(LoginResponseSchema, res.data);
    },
    async refresh(token) {
      // The refresh call carries its own bearer so the client's expiry rule does not recurse.
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const res = await http.post('/v1/auth/refresh', undefined, { auth: false, headers });
      return res.ignored ? null : v.parse(LoginResponseSchema, res.data);
    },
    async logout() {
      await http.post('/v1/auth/logout');
    },
  };
}
