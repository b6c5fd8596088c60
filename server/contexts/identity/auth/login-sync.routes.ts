import { Hono } from 'hono';
import { ResultSchema } from '../../../../contract/auth/auth.schema';
import { requireMember } from '../../../http/auth';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { setMemberChannel } from './accounts.queries';

/** `POST /v1/auth/login-sync-channel`: ties the logged-in member to this channel. */
export const loginSyncRoutes = new Hono<AppEnv>().post(
  '/auth/login-sync-channel',
  describeOperation({
    summary: 'ログイン中の会員をこのチャンネルに紐づける',
    tag: 'auth',
    response: ResultSchema,
    errors: [401],
  }),
  requireMember,
  async (c) => {
    await setMemberChannel(c.get('database').db, c.get('userId'), c.get('channel').id, new Date());
    return c.json({ result: true });
  },
);
