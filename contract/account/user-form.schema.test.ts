import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatPostalCode, toHalfWidthDigits, toKatakana } from './normalize';
import {
  type FormVariant,
  formErrors,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
} from './user-form.schema';

const valid = {
  email: 'new@example.jp',
  username: 'newbie',
  password: 'Spring-2026',
  password_confirmation: 'Spring-2026',
  last_name: '山田',
  first_name: '花子',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'ハナコ',
  company_name: '',
  department_or_position: '',
  orderer_name: '',
  phone_number: '0312345678',
  cell_phone_number: '',
  fax: '',
  job: '',
  postal_code: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  address2: '',
  gender: 2,
  birthday: '',
  is_receive_newsletter: 1,
  question_ct: 1,
  answer: 'ポチ',
};

function errorsOf(input: Record<string, unknown>, variant: FormVariant = 'standard') {
  const res = v.safeParse(
    registerSchema(variant),
    { ...valid, ...input },
    { abortPipeEarly: true },
  );
  return res.success ? {} : formErrors(res.issues);
}

function parsed(input: Record<string, unknown>, variant: FormVariant = 'standard') {
  return v.parse(registerSchema(variant), { ...valid, ...input });
}

describe('registration form rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('company name: required in the business variant, at most 250 characters', () => {
    expect(errorsOf({ company_name: '' }, 'business').company_name).toEqual([
      '会社名・団体名を入力してください。',
    ]);
    expect(errorsOf({ company_name: 'あ'.repeat(251) }).company_name).toEqual([
      '会社名・団体名は250文字以内で入力してください。',
    ]);
    expect(errorsOf({ company_name: 'あ'.repeat(250) }).company_name).toBeUndefined();
  });

  it('department or position: optional, at most 250', () => {
    expect(errorsOf({ department_or_position: '' }).department_or_position).toBeUndefined();
    expect(errorsOf({ department_or_position: 'x'.repeat(251) }).department_or_position).toEqual([
      '部署名・役職は250文字以内で入力してください。',
    ]);
  });

  it('contact_phone_number and tel: optional phones with the phone rule, kept absent when not sent', () => {
    expect(parsed({}).contact_phone_number).toBeUndefined();
    expect(parsed({ tel: '' }).tel).toBe('');
    expect(parsed({ contact_phone_number: '03-1234-5678' }).contact_phone_number).toBe(
      '0312345678',
    );
    expect(errorsOf({ contact_phone_number: '1234' }).contact_phone_number).toEqual([
      expect.stringContaining('連絡先電話番号'),
    ]);
    expect(errorsOf({ tel: '090-1234' }).tel).toEqual([
      expect.stringContaining('ご自宅の電話番号'),
    ]);
  });

  it('orderer name: required in the business variant', () => {
    const e = errorsOf({ orderer_name: '', company_name: '株式会社テスト' }, 'business');
    expect(e.orderer_name).toEqual(['ご注文者名を入力してください。']);
  });

  it('kana: required and full-width katakana, except in the business variant', () => {
    expect(errorsOf({ last_name_kana: '' }).last_name_kana).toEqual(['セイを入力してください。']);
    expect(errorsOf({ first_name_kana: 'Hanako' }).first_name_kana).toEqual([
      'メイは全角カタカナで入力してください。',
    ]);
    expect(errorsOf({ first_name_kana: 'ﾊﾅｺ' }).first_name_kana).toEqual([
      'メイは全角カタカナで入力してください。',
    ]);
    const biz = { last_name_kana: '', company_name: '株式会社テスト', orderer_name: '山田' };
    expect(errorsOf(biz, 'business').last_name_kana).toBeUndefined();
  });

  it('kana: hiragana, spaces, long mark and middle dot are accepted; hiragana becomes katakana', () => {
    const out = parsed({ last_name_kana: 'やまだ', first_name_kana: 'メアリー・アン　ハナ' });
    expect(out.last_name_kana).toBe('ヤマダ');
    expect(out.first_name_kana).toBe('メアリー・アン　ハナ');
  });

  it('postal code: 3 digits, optional hyphen, 4 digits; full-width accepted; stored as 7 digits', () => {
    expect(parsed({ postal_code: '１００－０００１' }).postal_code).toBe('1000001');
    expect(parsed({ postal_code: '1000001' }).postal_code).toBe('1000001');
    for (const bad of ['100-001', '10-00001', 'abc-defg', '1000-001']) {
      expect(errorsOf({ postal_code: bad }).postal_code).toEqual([
        '郵便番号は123-4567の形式で入力してください。',
      ]);
    }
    expect(errorsOf({ postal_code: '' }).postal_code).toEqual(['郵便番号を入力してください。']);
  });

  it('phone: starts with 0, 10-11 digits, or three hyphenated groups; empty allowed for optional ones', () => {
    expect(parsed({ phone_number: '０９０－１２３４－５６７８' }).phone_number).toBe('09012345678');
    expect(parsed({ cell_phone_number: '' }).cell_phone_number).toBe('');
    const message = [
      '電話番号の形式が正しくありません。0から始まる10〜11桁の数字で入力してください。',
    ];
    for (const bad of ['1312345678', '031234567', '031234567890', '03-12345-6789', '03--1234']) {
      expect(errorsOf({ phone_number: bad }).phone_number, bad).toEqual(message);
    }
    expect(errorsOf({ phone_number: '03-1234-5678' }).phone_number).toBeUndefined();
  });

  it('password: standard policy needs 8+ characters mixing letters and digits', () => {
    const e = (p: string) => errorsOf({ password: p, password_confirmation: p }).password;
    expect(e('')).toEqual(['パスワードを入力してください。']);
    expect(e('Ab1')).toEqual(['パスワードは8文字以上で入力してください。']);
    expect(e('abcdefgh')).toEqual(['パスワードは半角英字と数字を組み合わせて入力してください。']);
    expect(e('Spring!2026')).toBeUndefined();
  });

  it('password: the school variant allows only letters, digits, "-", "_" and "."', () => {
    const e = (p: string) => errorsOf({ password: p, password_confirmation: p }, 'school').password;
    expect(e('Spring!2026')).toEqual([
      'パスワードに使える文字は半角英数字と記号「-」「_」「.」です。',
    ]);
    expect(e('Spring_2026.x')).toBeUndefined();
  });

  it('password confirmation must match', () => {
    expect(errorsOf({ password_confirmation: 'Other-2026' }).password_confirmation).toEqual([
      '確認用のパスワードが一致しません。',
    ]);
  });

  it('security question 1-4, newsletter 1/0, gender 1-4', () => {
    expect(errorsOf({ question_ct: 5 }).question_ct).toEqual(['秘密の質問を選択してください。']);
    expect(errorsOf({ question_ct: '' }).question_ct).toEqual(['秘密の質問を選択してください。']);
    expect(parsed({ question_ct: '4' }).question_ct).toBe(4);
    expect(errorsOf({ is_receive_newsletter: 2 }).is_receive_newsletter).toEqual([
      'メールマガジンの受け取りを選択してください。',
    ]);
    expect(errorsOf({ gender: 0 }).gender).toEqual(['性別を選択してください。']);
    expect(errorsOf({ gender: 5 }).gender).toEqual(['性別を選択してください。']);
  });

  it('email, user name and birthday', () => {
    expect(errorsOf({ email: 'nope' }).email).toEqual(['メールアドレスの形式が正しくありません。']);
    expect(errorsOf({ username: 'a b' }).username).toEqual([
      'ユーザー名は半角英数字と「-」「_」「.」の3〜32文字で入力してください。',
    ]);
    expect(errorsOf({ birthday: '2026-02-30' }).birthday).toEqual([
      '生年月日の日付が正しくありません。',
    ]);
  });
});

describe('profile and password change', () => {
  it('profile keeps the same field rules', () => {
    const res = v.safeParse(profileSchema(), { ...valid, last_name: '' });
    expect(res.success ? {} : formErrors(res.issues)).toMatchObject({
      last_name: ['姓を入力してください。'],
    });
  });

  it('password change needs the current password and a matching new one', () => {
    const res = v.safeParse(passwordChangeSchema(), {
      current_password: '',
      password: 'Spring-2026',
      password_confirmation: 'x',
    });
    const e = res.success ? {} : formErrors(res.issues);
    expect(e.current_password).toEqual(['現在のパスワードを入力してください。']);
  });
});

describe('normalising', () => {
  it('turns hiragana into katakana and full-width digits into half-width', () => {
    expect(toKatakana('たろう')).toBe('タロウ');
    expect(toHalfWidthDigits('０３ー１２３４')).toBe('03-1234');
    expect(formatPostalCode('1000001')).toBe('100-0001');
  });
});
