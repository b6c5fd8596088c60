import { Hono } from 'hono';
import * as v from 'valibot';
import { MeUserSchema } from '../../../../contract/account/user.schema';
import {
  leaveSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
} from '../../../../contract/account/user-form.schema';
import { LoginHistorySchema, ResultSchema } from '../../../../contract/auth/auth.schema';
import { LoginResponseSchema } from '../../../../contract/session/session.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { requireAccount, requireMember } from '../../../http/auth';
import { guardForm } from '../../../http/bot-guard';
import { ApiException } from '../../../http/errors';
import { BOT_FORMS } from '../../../http/form-limits';
import { setPagingHeaders } from '../../../http/paging';
import { parseBody } from '../../../http/parse-body';
import { enforceLimit } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  accountOf,
  clearAuthCookie,
  limitersFor,
  REFRESH_COOKIE,
  requestMeta,
  startSessionWith,
  type UserRow,
} from '../auth/index';
import {
  changePassword,
  leave,
  requireCurrentPassword,
  requireUser,
  updateProfile,
  verifyEmail,
} from './account.commands';
import { dummyUser, toLoginHistory, toMeUser } from './account.model';
import { loginHistoryPage, ownAddress } from './account.queries';
import { formVariant } from './form-variant';
import { register, sendVerification } from './registration.commands';
import { requireSchoolKey, schoolName } from './schools.commands';

const TokenBodySchema = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });
const PageQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number)), '1'),
});

/** The member as `/v1/me/user` answers, with the name of the school of a stored 学校コード. */
async function meReply(db: Db, user: UserRow) {
  const account = await accountOf(db, user.id);
  const name = await schoolName(db, user.channelId, account.profile.school ?? '');
  return toMeUser(user, account, await ownAddress(db, user.id), name);
}

/** Registration, email verification and the member's own account (spec §7 "Account"). */
export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/me/user',
    describeOperation({
      summary: 'ログイン中の会員情報',
      tag: 'account',
      response: MeUserSchema,
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const { db } = c.get('database');
      const userId = c.get('userId');
      return c.json(await meReply(db, await requireUser(db, userId)));
    },
  )
  .get(
    '/users/dummy',
    describeOperation({
      summary: '空の会員（会員情報の形と登録フォームの初期値、ログイン不要）',
      tag: 'account',
      response: MeUserSchema,
      errors: [],
    }),
    (c) => c.json(dummyUser()),
  )
  .post(
    '/users',
    describeOperation({
      summary: '会員登録（登録済みのアドレスでも同じ応答）',
      tag: 'account',
      body: registerSchema(),
      response: ResultSchema,
      errors: [400, 422, 429],
    }),
    guardForm(BOT_FORMS.register),
    async (c) => {
      const channel = c.get('channel');
      await enforceLimit(limitersFor(c.get('database')).mailPerIp, requestMeta(c).ip);
      const input = await parseBody(c, registerSchema(formVariant(channel)));
      await register(c.get('database').db, channel, input, new Date());
      return c.json({ result: true }, 201);
    },
  )
  .put(
    '/me/user',
    describeOperation({
      summary:
        '会員情報の変更（ユーザー名は変更不可、秘密の質問の答えの変更は現在のパスワードが必要）',
      tag: 'account',
      body: profileSchema(),
      response: MeUserSchema,
      errors: [400, 401, 422],
    }),
    requireMember,
    async (c) => {
      const { db } = c.get('database');
      const userId = c.get('userId');
      await enforceLimit(limitersFor(c.get('database')).loginPerAccount, `reauth:${userId}`);
      const input = await parseBody(c, profileSchema(formVariant(c.get('channel'))));
      await requireSchoolKey(db, c.get('channel').id, input);
      await updateProfile(db, userId, input);
      return c.json(await meReply(db, await requireUser(db, userId)));
    },
  )
  .put(
    '/me/password',
    describeOperation({
      summary: 'パスワードの変更（他のログインはすべて解除）',
      tag: 'account',
      body: passwordChangeSchema(),
      response: LoginResponseSchema,
      errors: [400, 401, 422],
    }),
    requireMember,
    async (c) => {
      const { db } = c.get('database');
      const input = await parseBody(c, passwordChangeSchema(formVariant(c.get('channel'))));
      const tokens = await changePassword(db, c.get('channel'), c.get('userId'), input);
      return c.json(await startSessionWith(c, await requireUser(db, c.get('userId')), tokens));
    },
  )
  .delete(
    '/me/user',
    describeOperation({
      summary: '退会（現在のパスワードで本人確認、個人情報を削除、注文は保持）',
      tag: 'account',
      body: leaveSchema,
      response: ResultSchema,
      errors: [400, 401, 422, 429],
    }),
    requireMember,
    async (c) => {
      const { db } = c.get('database');
      const userId = c.get('userId');
      await enforceLimit(limitersFor(c.get('database')).loginPerAccount, `reauth:${userId}`);
      const input = await parseBody(c, leaveSchema);
      await requireCurrentPassword(db, userId, input.current_password);
      await leave(db, userId);
      clearAuthCookie(c, REFRESH_COOKIE);
      return c.json({ result: true });
    },
  )
  .post(
    '/email-verify/request',
    describeOperation({
      summary: '確認メールの再送（メール確認前の会員も可）',
      tag: 'account',
      response: ResultSchema,
      errors: [401, 429],
    }),
    requireAccount,
    async (c) => {
      const { db } = c.get('database');
      const user = await requireUser(db, c.get('userId'));
      await enforceLimit(limitersFor(c.get('database')).mailPerAccount, `verify:${user.id}`);
      await sendVerification(db, user, c.get('channel'), new Date());
      return c.json({ result: true });
    },
  )
  .post(
    '/email-verify/check',
    describeOperation({
      summary: 'メールアドレスの確認',
      tag: 'account',
      body: TokenBodySchema,
      response: ResultSchema,
      errors: [400, 422],
    }),
    async (c) => {
      const { token } = await parseBody(c, TokenBodySchema);
      if (!(await verifyEmail(c.get('database').db, c.get('channel'), token))) {
        throw new ApiException(422, ERROR_CODES.tokenInvalid);
      }
      return c.json({ result: true });
    },
  )
  .get(
    '/me/login-histories',
    describeOperation({
      summary: 'ログイン履歴',
      tag: 'account',
      response: LoginHistorySchema,
      list: 'paged',
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const query = v.safeParse(PageQuerySchema, c.req.query());
      const page = query.success ? Math.max(1, query.output.page) : 1;
      const per = 10;
      const { total, rows } = await loginHistoryPage(
        c.get('database').db,
        c.get('userId'),
        page,
        per,
      );
      setPagingHeaders(c, { total, per, current: page });
      return c.json({ data: rows.map(toLoginHistory) });
    },
  );
