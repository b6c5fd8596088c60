import * as v from 'valibot';
import {
  type LoginHistory,
  LoginHistorySchema,
  ResultSchema,
} from '../../../contract/auth/auth.schema';
import { type LoginResponse, LoginResponseSchema } from '../../../contract/session/session.schema';
import { http } from '../shared/http';
import type { HttpClient } from '../shared/http/http-client';

/** Auth calls beyond login/refresh/logout (which the session store makes). */
export function createAuthApi(client: HttpClient) {
  return {
    /** Completes a pending login with the emailed code. */
    async verify(body: {
      verify_code: string;
      user_id: number;
      is_sync_user_channel?: boolean;
    }): Promise<LoginResponse | null> {
      const res = await client.post('/v1/auth/verify', body, { session: false });
      return res.ignored ? null : v.parse(LoginResponseSchema, res.data);
    },
    /** Uses a mailed unlock link. */
    async unlock(token: string): Promise<boolean> {
      const res = await client.get(`/v1/auth/unlock/${encodeURIComponent(token)}`, {
        session: false,
      });
      return !res.ignored && v.parse(ResultSchema, res.data).result;
    },
    /** Ties the logged-in member to this channel (login-sync variant). */
    async syncChannel(): Promise<boolean> {
      const res = await client.post('/v1/auth/login-sync-channel');
      return !res.ignored && v.parse(ResultSchema, res.data).result;
    },
    /** The member's login history (newest first). */
    async loginHistories(page: number) {
      const res = await client.get('/v1/me/login-histories', { params: { page } });
      if (res.ignored) return null;
      const data = v.parse(v.object({ data: v.array(LoginHistorySchema) }), res.data).data;
      return { data: data as LoginHistory[], paging: res.paging };
    },
  };
}

/** Auth calls over the browser's client. */
export const authApi = createAuthApi(http);
