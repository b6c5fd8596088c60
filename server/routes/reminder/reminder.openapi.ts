import {
  ReminderCheckResultSchema,
  ReminderCheckSchema,
  ReminderRequestSchema,
  ReminderResetSchema,
} from '../../../src/lib/account/reminder.schema';
import { ResultSchema } from '../../../src/lib/auth/auth.schema';
import { LoginResponseSchema } from '../../../src/lib/session/session.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const tag = 'reminder';

/** OpenAPI entries of the reminder routes. */
export const reminderDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/reminder/request',
    summary: '再設定メールの送信（登録の有無にかかわらず同じ応答）',
    tag,
    body: ReminderRequestSchema,
    response: ResultSchema,
    errors: [400, 422, 429],
  },
  {
    method: 'post',
    path: '/v1/reminder/check',
    summary: '再設定リンクの確認と秘密の質問',
    tag,
    body: ReminderCheckSchema,
    response: ReminderCheckResultSchema,
    errors: [400, 422, 429],
  },
  {
    method: 'post',
    path: '/v1/reminder/reset',
    summary: 'パスワードまたはユーザー名の再設定（ログイン状態で返す）',
    tag,
    body: ReminderResetSchema,
    response: LoginResponseSchema,
    errors: [400, 422, 429],
  },
];
