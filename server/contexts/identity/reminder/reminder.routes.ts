import { Hono } from 'hono';
import {
  ReminderCheckResultSchema,
  ReminderCheckSchema,
  ReminderRequestSchema,
  ReminderResetSchema,
} from '../../../../contract/account/reminder.schema';
import { ResultSchema } from '../../../../contract/auth/auth.schema';
import { LoginResponseSchema } from '../../../../contract/session/session.schema';
import { guardForm } from '../../../http/bot-guard';
import { BOT_FORMS } from '../../../http/form-limits';
import { enforceLimit } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { limitersFor, requestMeta, startSessionWith } from '../auth/index';
import { checkReminder, requestReminder, resetWithReminder } from './reminder.commands';

/** Password and user-name reminders (spec §7 "Reminder"). */
export const reminderRoutes = new Hono<AppEnv>()
  .post(
    '/reminder/request',
    describeOperation({
      summary: '再設定メールの送信（登録の有無にかかわらず同じ応答）',
      tag: 'reminder',
      body: ReminderRequestSchema,
      response: ResultSchema,
      errors: [400, 422, 429],
    }),
    guardForm(BOT_FORMS.reminder),
    validate('json', ReminderRequestSchema),
    async (c) => {
      const { email, kind } = c.req.valid('json');
      const limits = limitersFor(c.get('database'));
      await enforceLimit(limits.mailPerIp, requestMeta(c).ip);
      // Over the per-address limit the reply stays the same; the mail is simply not sent.
      if (await limits.mailPerAccount.hit(`reminder:${email.toLowerCase()}`)) {
        await requestReminder(c.get('database').db, c.get('channel'), email, kind);
      }
      return c.json({ result: true });
    },
  )
  .post(
    '/reminder/check',
    describeOperation({
      summary: '再設定リンクの確認と秘密の質問',
      tag: 'reminder',
      body: ReminderCheckSchema,
      response: ReminderCheckResultSchema,
      errors: [400, 422, 429],
    }),
    validate('json', ReminderCheckSchema),
    async (c) => {
      const { token, kind } = c.req.valid('json');
      await enforceLimit(limitersFor(c.get('database')).codePerIp, requestMeta(c).ip);
      return c.json(await checkReminder(c.get('database').db, token, kind));
    },
  )
  .post(
    '/reminder/reset',
    describeOperation({
      summary: 'パスワードまたはユーザー名の再設定（ログイン状態で返す）',
      tag: 'reminder',
      body: ReminderResetSchema,
      response: LoginResponseSchema,
      errors: [400, 422, 429],
    }),
    validate('json', ReminderResetSchema),
    async (c) => {
      await enforceLimit(limitersFor(c.get('database')).codePerIp, requestMeta(c).ip);
      const input = c.req.valid('json');
      const { user, tokens } = await resetWithReminder(
        c.get('database').db,
        c.get('channel'),
        input,
      );
      return c.json(startSessionWith(c, user, tokens));
    },
  );
