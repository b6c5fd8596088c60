import { SCHOOL_MESSAGES } from '../../../../contract/account/account.messages';
import type { FormField } from '../../../../contract/account/form-layout.schema';
import { FIELD_MESSAGES as M } from '../../../../contract/shared/fields.messages';
import { FORM_LAYOUT_MESSAGES as L } from './form-layouts.messages';

const f = (field: FormField): FormField => field;

const login = [
  f({
    name: 'email',
    label: L.email,
    type: 'email',
    required: true,
    autocomplete: 'email',
    register_only: true,
    group: 'login',
  }),
  f({
    name: 'username',
    label: L.username,
    type: 'text',
    required: false,
    autocomplete: 'username',
    hint: L.usernameHint,
    register_only: true,
    group: 'login',
  }),
  f({
    name: 'password',
    label: L.password,
    type: 'password',
    required: true,
    autocomplete: 'new-password',
    hint: M.passwordHint,
    register_only: true,
    group: 'login',
  }),
  f({
    name: 'password_confirmation',
    label: L.passwordConfirmation,
    type: 'password',
    required: true,
    autocomplete: 'new-password',
    register_only: true,
    group: 'login',
  }),
];

const name = (kanaRequired: boolean) => [
  f({
    name: 'last_name',
    label: L.lastName,
    type: 'text',
    required: true,
    autocomplete: 'family-name',
    hint: M.nameHint,
    group: 'name',
  }),
  f({
    name: 'first_name',
    label: L.firstName,
    type: 'text',
    required: true,
    autocomplete: 'given-name',
    group: 'name',
  }),
  f({
    name: 'last_name_kana',
    label: L.lastNameKana,
    type: 'kana',
    required: kanaRequired,
    hint: L.kanaHint,
    group: 'kana',
  }),
  f({
    name: 'first_name_kana',
    label: L.firstNameKana,
    type: 'kana',
    required: kanaRequired,
    group: 'kana',
  }),
];

const address = [
  f({
    name: 'postal_code',
    label: L.postalCode,
    type: 'postal',
    required: true,
    autocomplete: 'postal-code',
    hint: M.postalHint,
    group: 'address',
  }),
  f({
    name: 'prefecture',
    label: L.prefecture,
    type: 'select',
    options: 'prefectures',
    required: true,
    autocomplete: 'address-level1',
    group: 'address',
  }),
  f({
    name: 'city',
    label: L.city,
    type: 'text',
    required: true,
    autocomplete: 'address-level2',
    group: 'address',
  }),
  f({
    name: 'address1',
    label: L.address1,
    type: 'text',
    required: true,
    autocomplete: 'address-line1',
    group: 'address',
  }),
  f({
    name: 'address2',
    label: L.address2,
    type: 'text',
    required: false,
    autocomplete: 'address-line2',
    group: 'address',
  }),
  f({
    name: 'phone_number',
    label: L.phoneNumber,
    type: 'tel',
    required: true,
    autocomplete: 'tel',
    hint: M.phoneHint,
    group: 'contact',
  }),
];

const rest = [
  f({
    name: 'gender',
    label: L.gender,
    type: 'radio',
    options: 'genders',
    required: true,
    group: 'other',
  }),
  f({
    name: 'birthday',
    label: L.birthday,
    type: 'date',
    required: false,
    autocomplete: 'bday',
    group: 'other',
  }),
  f({
    name: 'is_receive_newsletter',
    label: L.isReceiveNewsletter,
    type: 'radio',
    options: 'newsletter',
    required: true,
    group: 'other',
  }),
  f({
    name: 'question_ct',
    label: L.questionCt,
    type: 'select',
    options: 'questions',
    required: true,
    hint: L.questionCtHint,
    group: 'security',
  }),
  f({
    name: 'answer',
    label: L.answer,
    type: 'text',
    required: true,
    autocomplete: 'off',
    group: 'security',
  }),
];

const business = [
  f({
    name: 'company_name',
    label: L.companyName,
    type: 'text',
    required: true,
    autocomplete: 'organization',
    group: 'company',
  }),
  f({
    name: 'department_or_position',
    label: L.departmentOrPosition,
    type: 'text',
    required: false,
    group: 'company',
  }),
  f({ name: 'orderer_name', label: L.ordererName, type: 'text', required: true, group: 'company' }),
  f({
    name: 'contact_phone_number',
    label: L.contactPhoneNumber,
    type: 'tel',
    required: false,
    autocomplete: 'tel',
    hint: L.contactPhoneHint,
    group: 'company',
  }),
];

/** The school shop's second phone, after the member's own. */
const schoolPhone = f({
  name: 'tel',
  label: L.tel,
  type: 'tel',
  required: false,
  autocomplete: 'tel',
  hint: M.phoneHint,
  group: 'contact',
});

/** Layout files by name (`{theme}.{channel}/{matter}`, `{theme}/{matter}`, `default/{matter}`). */
export const FORM_LAYOUTS: Record<
  string,
  { variant: 'standard' | 'business' | 'school'; data: FormField[] }
> = {
  'default/user': { variant: 'standard', data: [...login, ...name(true), ...address, ...rest] },
  'benefit/user': {
    variant: 'business',
    data: [...login, ...business, ...name(false), ...address, ...rest],
  },
  'school/user': {
    variant: 'school',
    data: [
      ...login.map((x) =>
        x.name === 'password'
          ? {
              ...x,
              hint: L.schoolPasswordHint,
            }
          : x,
      ),
      f({
        name: 'school',
        label: SCHOOL_MESSAGES.label,
        type: 'text',
        required: true,
        autocomplete: 'off',
        hint: SCHOOL_MESSAGES.hint,
        group: 'school',
      }),
      ...name(true),
      ...address,
      schoolPhone,
      ...rest,
    ],
  },
};
