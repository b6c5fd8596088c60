import * as v from 'valibot';
import { SchoolCheckSchema } from '../../../contract/account/school';
import { type MeUser, MeUserSchema } from '../../../contract/account/user.schema';
import type { LeaveInput } from '../../../contract/account/user-form.schema';
import { ResultSchema } from '../../../contract/auth/auth.schema';
import { type LoginResponse, LoginResponseSchema } from '../../../contract/session/session.schema';
import { http } from '../shared/http';
import type { HttpClient } from '../shared/http/http-client';

const parse = <T>(
  schema: v.GenericSchema<unknown, T>,
  res: { ignored: boolean; data?: unknown },
) => (res.ignored ? null : v.parse(schema, (res as { data: unknown }).data));

/** Account, registration, email-verification and reminder calls (spec §7). */
export function createAccountApi(client: HttpClient) {
  return {
    me: async (): Promise<MeUser | null> => parse(MeUserSchema, await client.get('/v1/me/user')),
    register: async (body: Record<string, unknown>) =>
      parse(ResultSchema, await client.post('/v1/users', body, { session: false })),
    update: async (body: Record<string, unknown>) => {
      const { username: _removed, ...rest } = body;
      return parse(MeUserSchema, await client.put('/v1/me/user', rest));
    },
    changePassword: async (body: { current_password: string; password: string }) =>
      parse(LoginResponseSchema, await client.put('/v1/me/password', body)),
    leave: async (body: LeaveInput) =>
      parse(ResultSchema, await client.delete('/v1/me/user', { data: body })),
    requestEmailVerify: async () =>
      parse(ResultSchema, await client.post('/v1/email-verify/request')),
    checkEmailVerify: async (token: string) =>
      parse(
        ResultSchema,
        await client.post('/v1/email-verify/check', { token }, { session: false }),
      ),
    reminderRequest: async (body: { email: string; kind: 'password' | 'username' }) =>
      parse(ResultSchema, await client.post('/v1/reminder/request', body, { session: false })),
    reminderCheck: async (body: { token: string; kind: 'password' | 'username' }) =>
      parse(
        v.object({ question_ct: v.nullable(v.number()) }),
        await client.post('/v1/reminder/check', body, { session: false }),
      ),
    checkSchool: async (key: string) =>
      parse(
        SchoolCheckSchema,
        await client.post('/takimoto/v1/schools/check', { key }, { session: false }),
      ),
    reminderReset: async (body: Record<string, unknown>): Promise<LoginResponse | null> =>
      parse(LoginResponseSchema, await client.post('/v1/reminder/reset', body, { session: false })),
  };
}

/** Account calls over the browser's client. */
export const accountApi = createAccountApi(http);
