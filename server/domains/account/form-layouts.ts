import { SCHOOL_MESSAGES } from '../../../src/lib/account/account.messages';
import { FIELD_MESSAGES as M } from '../../../src/lib/account/fields.messages';
import type { FormField } from '../../../src/lib/account/form-layout.schema';

const f = (field: FormField): FormField => field;

const login = [
  f({
    name: 'email',
    label: 'メールアドレス',
    type: 'email',
    required: true,
    autocomplete: 'email',
    register_only: true,
    group: 'login',
  }),
  f({
    name: 'username',
    label: 'ユーザー名',
    type: 'text',
    required: false,
    autocomplete: 'username',
    hint: '半角英数字と「-」「_」「.」の3〜32文字。ログインに使えます（任意）。',
    register_only: true,
    group: 'login',
  }),
  f({
    name: 'password',
    label: 'パスワード',
    type: 'password',
    required: true,
    autocomplete: 'new-password',
    hint: M.passwordHint,
    register_only: true,
    group: 'login',
  }),
  f({
    name: 'password_confirmation',
    label: 'パスワード（確認用）',
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
    label: '姓',
    type: 'text',
    required: true,
    autocomplete: 'family-name',
    hint: M.nameHint,
    group: 'name',
  }),
  f({
    name: 'first_name',
    label: '名',
    type: 'text',
    required: true,
    autocomplete: 'given-name',
    group: 'name',
  }),
  f({
    name: 'last_name_kana',
    label: 'セイ',
    type: 'kana',
    required: kanaRequired,
    hint: '全角カタカナ（ひらがなでも入力できます）',
    group: 'kana',
  }),
  f({
    name: 'first_name_kana',
    label: 'メイ',
    type: 'kana',
    required: kanaRequired,
    group: 'kana',
  }),
];

const address = [
  f({
    name: 'postal_code',
    label: '郵便番号',
    type: 'postal',
    required: true,
    autocomplete: 'postal-code',
    hint: M.postalHint,
    group: 'address',
  }),
  f({
    name: 'prefecture',
    label: '都道府県',
    type: 'select',
    options: 'prefectures',
    required: true,
    autocomplete: 'address-level1',
    group: 'address',
  }),
  f({
    name: 'city',
    label: '市区町村',
    type: 'text',
    required: true,
    autocomplete: 'address-level2',
    group: 'address',
  }),
  f({
    name: 'address1',
    label: '番地',
    type: 'text',
    required: true,
    autocomplete: 'address-line1',
    group: 'address',
  }),
  f({
    name: 'address2',
    label: '建物名・部屋番号',
    type: 'text',
    required: false,
    autocomplete: 'address-line2',
    group: 'address',
  }),
  f({
    name: 'phone_number',
    label: '電話番号',
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
    label: '性別',
    type: 'radio',
    options: 'genders',
    required: true,
    group: 'other',
  }),
  f({
    name: 'birthday',
    label: '生年月日',
    type: 'date',
    required: false,
    autocomplete: 'bday',
    group: 'other',
  }),
  f({
    name: 'is_receive_newsletter',
    label: 'メールマガジン',
    type: 'radio',
    options: 'newsletter',
    required: true,
    group: 'other',
  }),
  f({
    name: 'question_ct',
    label: '秘密の質問',
    type: 'select',
    options: 'questions',
    required: true,
    hint: 'パスワードを再設定するときにお尋ねします。',
    group: 'security',
  }),
  f({
    name: 'answer',
    label: '秘密の質問の答え',
    type: 'text',
    required: true,
    autocomplete: 'off',
    group: 'security',
  }),
];

const business = [
  f({
    name: 'company_name',
    label: '会社名・団体名',
    type: 'text',
    required: true,
    autocomplete: 'organization',
    group: 'company',
  }),
  f({
    name: 'department_or_position',
    label: '部署名・役職',
    type: 'text',
    required: false,
    group: 'company',
  }),
  f({ name: 'orderer_name', label: 'ご注文者名', type: 'text', required: true, group: 'company' }),
];

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
              hint: '8文字以上で、半角英字と数字を組み合わせてください（記号は「-」「_」「.」のみ）。',
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
      ...rest,
    ],
  },
};
