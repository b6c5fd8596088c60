import * as v from 'valibot';
import { FormLayoutSchema } from '../../../src/lib/account/form-layout.schema';
import { MeUserSchema } from '../../../src/lib/account/user.schema';
import {
  leaveSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
} from '../../../src/lib/account/user-form.schema';
import { LoginHistorySchema, ResultSchema } from '../../../src/lib/auth/auth.schema';
import { UserAddressSchema } from '../../../src/lib/checkout/shipments.schema';
import { LoginResponseSchema } from '../../../src/lib/session/session.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const tag = 'account';

/** OpenAPI entries of the account routes. */
export const accountDocs: RouteDoc[] = [
  {
    tag: 'account',
    method: 'get',
    path: '/v1/me/user-addresses',
    summary: '会員のお届け先一覧（既定のお届け先が先頭、x-limit 付き）',
    response: UserAddressSchema,
    list: 'paged',
    errors: [401],
  },
  {
    method: 'get',
    path: '/v1/me/user',
    summary: 'ログイン中の会員情報',
    tag,
    response: MeUserSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/v1/users',
    summary: '会員登録（登録済みのアドレスでも同じ応答）',
    tag,
    body: registerSchema(),
    response: ResultSchema,
    errors: [400, 422, 429],
  },
  {
    method: 'put',
    path: '/v1/me/user',
    summary:
      '会員情報の変更（ユーザー名は変更不可、秘密の質問の答えの変更は現在のパスワードが必要）',
    tag,
    body: profileSchema(),
    response: MeUserSchema,
    errors: [400, 401, 422],
  },
  {
    method: 'put',
    path: '/v1/me/password',
    summary: 'パスワードの変更（他のログインはすべて解除）',
    tag,
    body: passwordChangeSchema(),
    response: LoginResponseSchema,
    errors: [400, 401, 422],
  },
  {
    method: 'delete',
    path: '/v1/me/user',
    summary: '退会（現在のパスワードで本人確認、個人情報を削除、注文は保持）',
    tag,
    body: leaveSchema,
    response: ResultSchema,
    errors: [400, 401, 422, 429],
  },
  {
    method: 'post',
    path: '/v1/email-verify/request',
    summary: '確認メールの再送',
    tag,
    response: ResultSchema,
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/v1/email-verify/check',
    summary: 'メールアドレスの確認',
    tag,
    body: v.object({ token: v.string() }),
    response: ResultSchema,
    errors: [400, 422],
  },
  {
    method: 'get',
    path: '/v1/me/login-histories',
    summary: 'ログイン履歴',
    tag,
    response: LoginHistorySchema,
    list: 'paged',
    errors: [401],
  },
  {
    method: 'get',
    path: '/v1/pages/front/layout/{matter}',
    summary: 'フォーム定義（テーマ＋チャンネル→テーマ→既定）',
    tag,
    params: ['matter'],
    response: FormLayoutSchema,
    errors: [404],
  },
];
