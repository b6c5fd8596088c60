import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  normaliseSchoolKey,
  SchoolCheckBodySchema,
  schoolCheckNote,
  schoolDisplay,
} from './school';
import { registerSchema } from './user-form.schema';

describe('normaliseSchoolKey', () => {
  it('turns full-width letters and digits half-width, trims and upper-cases', () => {
    expect(normaliseSchoolKey('ｃ１１３１１００００１０２')).toBe('C113110000102');
    expect(normaliseSchoolKey('　d313110000105 \n')).toBe('D313110000105');
    expect(normaliseSchoolKey('Ａｂ－１２')).toBe('AB-12');
  });

  it('keeps an empty or already normal key as it is', () => {
    expect(normaliseSchoolKey('')).toBe('');
    expect(normaliseSchoolKey('C113110000102')).toBe('C113110000102');
  });
});

describe('SchoolCheckBodySchema', () => {
  it('normalises the key and asks for it in Japanese when missing', () => {
    expect(v.parse(SchoolCheckBodySchema, { key: ' ｃ１ ' })).toEqual({ key: 'C1' });
    const missing = v.safeParse(SchoolCheckBodySchema, {});
    expect(missing.issues?.[0]?.message).toBe('学校コードを入力してください。');
  });
});

describe('school field of the user form', () => {
  const base = {
    email: 'a@example.jp',
    password: 'Aoba2026x',
    password_confirmation: 'Aoba2026x',
    last_name: '青木',
    first_name: '葵',
    last_name_kana: 'アオキ',
    first_name_kana: 'アオイ',
    phone_number: '09012345678',
    postal_code: '1000001',
    prefecture: '東京都',
    city: '千代田区',
    address1: '1-1',
    gender: 1,
    is_receive_newsletter: 0,
    question_ct: 1,
    answer: 'ポチ',
  };

  it('is required and normalised on the school form', () => {
    const missing = v.safeParse(registerSchema('school'), base);
    expect(missing.issues?.map((i) => v.getDotPath(i))).toContain('school');
    const ok = v.parse(registerSchema('school'), { ...base, school: 'ｃ１１３' });
    expect(ok.school).toBe('C113');
  });

  it('is ignored on the other forms', () => {
    expect(v.parse(registerSchema('standard'), { ...base, school: 'x' }).school).toBeUndefined();
  });
});

describe('schoolCheckNote', () => {
  it('names the confirmed school, or shows why the key was not accepted', () => {
    expect(schoolCheckNote({ key: 'C1', check: true, name: '青葉台中学校' })).toEqual({
      ok: true,
      text: '「青葉台中学校」を確認しました。',
    });
    expect(schoolCheckNote({ key: 'C1', check: false, name: null }).text).toContain(
      '学校コードが正しくありません',
    );
    expect(schoolCheckNote(null)).toMatchObject({ ok: false });
  });
});

describe('schoolDisplay', () => {
  it('adds the school name only when that very key was confirmed', () => {
    const checked = { key: 'C113110000102', check: true, name: '青葉台中学校' };
    expect(schoolDisplay('ｃ１１３１１００００１０２', checked)).toBe(
      'C113110000102（青葉台中学校）',
    );
    expect(schoolDisplay('C113110000200', checked)).toBe('C113110000200');
    expect(schoolDisplay('C113110000102', { ...checked, check: false, name: null })).toBe(
      'C113110000102',
    );
    expect(schoolDisplay('C113110000102', null)).toBe('C113110000102');
  });
});
