import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../shared/fields.messages';
import { email, newPassword, passwordConfirmation, username } from './fields.schema';

const kind = v.optional(v.picklist(['password', 'username']), 'password');
const token = v.pipe(
  v.optional(v.string(), ''),
  v.nonEmpty('リンクが正しくありません。'),
  v.maxLength(128, 'リンクが正しくありません。'),
);

/** `POST /v1/reminder/request`. */
export const ReminderRequestSchema = v.object({ email, kind });

/** `POST /v1/reminder/check`: is the mailed token live, and which question to ask. */
export const ReminderCheckSchema = v.object({ token, kind });

/** `POST /v1/reminder/reset`: new password (or user name), with the answer when a question is set. */
export const ReminderResetSchema = v.variant('kind', [
  v.pipe(
    v.object({
      kind: v.literal('password'),
      token,
      answer: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
      password: newPassword(),
      password_confirmation: passwordConfirmation,
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['password_confirmation']],
        (input) => input.password === input.password_confirmation,
        M.passwordConfirm,
      ),
      ['password_confirmation'],
    ),
  ),
  v.object({
    kind: v.literal('username'),
    token,
    answer: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    username: v.pipe(username, v.nonEmpty(M.required('ユーザー名'))),
  }),
]);
export type ReminderResetInput = v.InferOutput<typeof ReminderResetSchema>;

/** Reply of `POST /v1/reminder/check`. */
export const ReminderCheckResultSchema = v.object({ question_ct: v.nullable(v.number()) });
