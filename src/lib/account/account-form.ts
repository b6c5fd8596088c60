import * as v from 'valibot';
import type { FormLayout } from '../../../contract/account/form-layout.schema';
import type { MeUser } from '../../../contract/account/user.schema';
import {
  formErrors,
  profileSchema,
  registerSchema,
} from '../../../contract/account/user-form.schema';

/** What the form holds: every value as typed (strings), so nothing is lost on an error. */
export type FormValues = Record<string, string>;
/** Per-field messages. */
export type FormErrors = Record<string, string[]>;

/** The fields a form shows: registration shows all, the edit form drops registration-only ones. */
export function visibleFields(layout: FormLayout, mode: 'register' | 'edit') {
  return layout.data.filter((f) => mode === 'register' || !f.register_only);
}

/** Starting values: the layout's defaults, then the member's data when editing. */
export function initialValues(layout: FormLayout, me?: MeUser | null): FormValues {
  const values: FormValues = {};
  for (const field of layout.data)
    values[field.name] = String(layout.dataDefault[field.name] ?? '');
  if (me) {
    for (const [key, value] of Object.entries(me)) {
      if (key in values && value !== null && typeof value !== 'object') values[key] = String(value);
    }
    values.is_receive_newsletter = me.is_receive_newsletter ? '1' : '0';
    values.question_ct = me.reminder.question_ct ? String(me.reminder.question_ct) : '';
  }
  return values;
}

/** Checks the values with the same schema the server uses; returns the body or the errors. */
export function checkForm(
  layout: FormLayout,
  mode: 'register' | 'edit',
  values: FormValues,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FormErrors } {
  const variant = layout.constant.variant;
  const schema = mode === 'register' ? registerSchema(variant) : profileSchema(variant);
  const input: Record<string, unknown> = { ...values };
  if (mode === 'edit' && !values.question_ct) input.question_ct = null;
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) return { ok: false, errors: formErrors(result.issues) };
  return { ok: true, body: result.output as Record<string, unknown> };
}

/** The label shown for a value on the confirmation step. */
export function displayValue(layout: FormLayout, name: string, value: string): string {
  const field = layout.data.find((f) => f.name === name);
  if (field?.type === 'password') return value ? '••••••••' : '';
  const options = field?.options ? layout.options[field.options] : undefined;
  if (options) return options.find((o) => String(o.value) === value)?.label ?? '';
  return value;
}
