import * as v from 'valibot';

/** One field of a user-form layout. */
export const FormFieldSchema = v.object({
  name: v.string(),
  label: v.string(),
  type: v.picklist([
    'text',
    'email',
    'password',
    'tel',
    'postal',
    'kana',
    'select',
    'radio',
    'date',
  ]),
  required: v.boolean(),
  hint: v.optional(v.string()),
  options: v.optional(v.string()),
  autocomplete: v.optional(v.string()),
  /** Only on the registration form (e.g. email, password, user name). */
  register_only: v.optional(v.boolean()),
  group: v.optional(v.string()),
});
export type FormField = v.InferOutput<typeof FormFieldSchema>;

/** `GET /v1/pages/front/layout/{matter}` (spec §3 "Form layout"). */
export const FormLayoutSchema = v.object({
  data: v.array(FormFieldSchema),
  dataDefault: v.record(v.string(), v.union([v.string(), v.number()])),
  options: v.record(
    v.string(),
    v.array(v.object({ value: v.union([v.string(), v.number()]), label: v.string() })),
  ),
  prefix: v.string(),
  constant: v.object({
    variant: v.picklist(['standard', 'business', 'school']),
    source: v.string(),
  }),
});
export type FormLayout = v.InferOutput<typeof FormLayoutSchema>;
