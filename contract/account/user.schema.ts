import * as v from 'valibot';

/** `GET /v1/me/user`: the logged-in member (spec §3 "User"). */
export const MeUserSchema = v.object({
  id: v.number(),
  code: v.string(),
  email: v.string(),
  username: v.nullable(v.string()),
  last_name: v.string(),
  first_name: v.string(),
  last_name_kana: v.string(),
  first_name_kana: v.string(),
  company_name: v.nullable(v.string()),
  department_or_position: v.nullable(v.string()),
  phone_number: v.string(),
  cell_phone_number: v.string(),
  gender: v.number(),
  birthday: v.nullable(v.string()),
  is_receive_newsletter: v.boolean(),
  is_registered_member: v.boolean(),
  is_business: v.boolean(),
  is_email_verified: v.boolean(),
  postal_code: v.string(),
  prefecture: v.string(),
  city: v.string(),
  address1: v.string(),
  address2: v.string(),
  job: v.string(),
  fax: v.string(),
  orderer_name: v.string(),
  contact_phone_number: v.string(),
  /** A second phone the school shop's form asks for (spec §3 User form field `tel`). */
  tel: v.optional(v.string(), ''),
  /** The school shop's 学校コード and its school's name (empty elsewhere). */
  school: v.optional(v.string(), ''),
  school_name: v.optional(v.string(), ''),
  points: v.number(),
  reminder: v.object({ question_ct: v.nullable(v.number()) }),
});
export type MeUser = v.InferOutput<typeof MeUserSchema>;
