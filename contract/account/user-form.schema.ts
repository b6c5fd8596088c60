import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../shared/fields.messages';
import { SCHOOL_MESSAGES } from './account.messages';
import {
  birthday,
  choice,
  email,
  kana,
  newPassword,
  optionalText,
  passwordConfirmation,
  phone,
  postalCode,
  requiredText,
  username,
} from './fields.schema';
import { SCHOOL_KEY_MAX, schoolKey } from './school';

/** Which rules a user form follows: business (kana optional, company required) or school (strict password). */
export type FormVariant = 'standard' | 'business' | 'school';

/**
 * The school shop asks for the 学校コード (the server also checks it names an active school);
 * other forms ignore the field, so `school` is undefined there. They still take only a short
 * string, so a stray value (a number, an object) is refused like any other field, by name.
 */
function schoolEntry(variant: FormVariant): v.GenericSchema<unknown, string | undefined> {
  return variant === 'school'
    ? schoolKey()
    : v.pipe(
        v.optional(optionalText(SCHOOL_MESSAGES.label, SCHOOL_KEY_MAX)),
        v.transform(() => undefined),
      );
}

function profileEntries(variant: FormVariant) {
  const business = variant === 'business';
  return {
    last_name: requiredText('姓', 50),
    first_name: requiredText('名', 50),
    last_name_kana: kana('セイ', business),
    first_name_kana: kana('メイ', business),
    company_name: business
      ? requiredText('会社名・団体名', 250)
      : optionalText('会社名・団体名', 250),
    department_or_position: optionalText('部署名・役職', 250),
    orderer_name: business ? requiredText('ご注文者名', 100) : optionalText('ご注文者名', 100),
    phone_number: phone('電話番号', true),
    cell_phone_number: phone('携帯電話番号'),
    fax: phone('FAX番号'),
    // Kept as stored when a form without the field saves (only some layouts show them).
    contact_phone_number: v.optional(phone('連絡先電話番号')),
    tel: v.optional(phone('ご自宅の電話番号')),
    job: optionalText('ご職業', 100),
    postal_code: postalCode(),
    prefecture: requiredText('都道府県', 10),
    city: requiredText('市区町村', 100),
    address1: requiredText('番地', 100),
    address2: optionalText('建物名・部屋番号', 100),
    gender: choice([1, 2, 3, 4], M.gender),
    birthday,
    is_receive_newsletter: choice([0, 1], M.newsletter),
    school: schoolEntry(variant),
  };
}

const currentPassword = v.pipe(v.optional(v.string(), ''), v.maxLength(128));

/**
 * Body of `PUT /v1/me/user` (user name removed by the client; the email is changed elsewhere).
 * A new security answer needs the current password: the answer can reset the password.
 */
export function profileSchema(variant: FormVariant = 'standard') {
  return v.pipe(
    v.object({
      ...profileEntries(variant),
      question_ct: v.optional(v.nullable(choice([1, 2, 3, 4], M.question))),
      answer: optionalText('秘密の質問の答え', 100),
      current_password: currentPassword,
    }),
    v.forward(
      v.partialCheck(
        [['answer'], ['current_password']],
        (input) => !input.answer || input.current_password !== '',
        M.currentPasswordForAnswer,
      ),
      ['current_password'],
    ),
  );
}
export type ProfileInput = v.InferOutput<ReturnType<typeof profileSchema>>;

/** Body of `POST /v1/users` (registration). */
export function registerSchema(variant: FormVariant = 'standard') {
  return v.pipe(
    v.object({
      ...profileEntries(variant),
      email,
      username,
      password: newPassword(variant === 'school' ? 'strict' : 'standard'),
      password_confirmation: passwordConfirmation,
      question_ct: choice([1, 2, 3, 4], M.question),
      answer: requiredText('秘密の質問の答え', 100),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['password_confirmation']],
        (input) => input.password === input.password_confirmation,
        M.passwordConfirm,
      ),
      ['password_confirmation'],
    ),
  );
}
export type RegisterInput = v.InferOutput<ReturnType<typeof registerSchema>>;

/** Body of `DELETE /v1/me/user`: leaving asks for the password again. */
export const leaveSchema = v.object({
  current_password: v.pipe(currentPassword, v.nonEmpty(M.required('現在のパスワード'))),
});
export type LeaveInput = v.InferOutput<typeof leaveSchema>;

/** Body of `PUT /v1/me/password`. */
export function passwordChangeSchema(variant: FormVariant = 'standard') {
  return v.pipe(
    v.object({
      current_password: v.pipe(
        v.optional(v.string(), ''),
        v.nonEmpty(M.required('現在のパスワード')),
      ),
      password: newPassword(variant === 'school' ? 'strict' : 'standard'),
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
  );
}

/** Per-field messages of a failed parse (what the forms show and the API sends as `errors`). */
export function formErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}
