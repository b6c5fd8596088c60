import { describe, expect, it } from 'vitest';
import type { FormLayout } from '../../../contract/account/form-layout.schema';
import { checkForm, displayValue, initialValues, visibleFields } from './account-form';

const layout: FormLayout = {
  data: [
    { name: 'email', label: 'メールアドレス', type: 'email', required: true, register_only: true },
    { name: 'last_name', label: '姓', type: 'text', required: true },
    { name: 'gender', label: '性別', type: 'radio', required: true, options: 'genders' },
    {
      name: 'password',
      label: 'パスワード',
      type: 'password',
      required: true,
      register_only: true,
    },
  ],
  dataDefault: { gender: 4 },
  options: { genders: [{ value: 4, label: '回答しない' }] },
  prefix: 'default-',
  constant: { variant: 'standard', source: 'default/user' },
};

describe('user form helpers', () => {
  it('drops registration-only fields when editing and starts from the defaults', () => {
    expect(visibleFields(layout, 'edit').map((f) => f.name)).toEqual(['last_name', 'gender']);
    expect(initialValues(layout)).toEqual({ email: '', last_name: '', gender: '4', password: '' });
  });

  it('keeps every typed value and reports errors in Japanese', () => {
    const values = { email: 'bad', last_name: '', gender: '4', password: 'x' };
    const result = checkForm(layout, 'register', values);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.email).toEqual(['メールアドレスの形式が正しくありません。']);
      expect(result.errors.last_name).toEqual(['姓を入力してください。']);
    }
    expect(values.email).toBe('bad');
  });

  it('shows option labels and hides passwords on the confirmation step', () => {
    expect(displayValue(layout, 'gender', '4')).toBe('回答しない');
    expect(displayValue(layout, 'password', 'secret')).toBe('••••••••');
  });
});
