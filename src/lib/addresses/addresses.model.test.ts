import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type UserAddress,
  UserAddressBodySchema,
} from '../../../contract/addresses/addresses.schema';
import {
  addressFormErrors,
  bodyOf,
  checkAddressForm,
  EMPTY_ADDRESS_FORM,
  formFieldOf,
  formOf,
  fullName,
} from './addresses.model';

const saved: UserAddress = {
  id: 3,
  is_default: false,
  is_sender_default: true,
  division_ct: 2,
  name: '実家',
  shipping_name: '佐藤 花子',
  shipping_last_name: '佐藤',
  shipping_first_name: '花子',
  shipping_kana: 'サトウ ハナコ',
  shipping_last_name_kana: 'サトウ',
  shipping_first_name_kana: 'ハナコ',
  postal_code: '0600001',
  formatted_postal_code: '060-0001',
  prefecture: '北海道',
  city: '札幌市中央区北一条西',
  address1: '2-1',
  address2: '',
  combined_address: '札幌市中央区北一条西2-1',
  full_address: '北海道札幌市中央区北一条西2-1',
  phone_number: '0112345678',
  cell_phone_number: '09012345678',
};

describe('address form and the spec body', () => {
  it('sends the form in the spec’s field names, which the shared schema accepts', () => {
    const body = bodyOf(formOf(saved));
    expect(body).toMatchObject({
      name: '実家',
      shipping_last_name: '佐藤',
      shipping_first_name: '花子',
      shipping_last_name_kana: 'サトウ',
      shipping_first_name_kana: 'ハナコ',
      postal_code: '060-0001',
      cell_phone_number: '09012345678',
    });
    expect(body).not.toHaveProperty('last_name');
    expect(v.safeParse(UserAddressBodySchema, body).success).toBe(true);
  });

  it('puts the body’s field errors back on the form’s fields', () => {
    const parsed = v.safeParse(UserAddressBodySchema, bodyOf(EMPTY_ADDRESS_FORM));
    if (parsed.success) throw new Error('an empty form must not pass');
    const keys = Object.keys(v.flatten(parsed.issues).nested ?? {}).map(formFieldOf);
    expect(keys).toEqual(expect.arrayContaining(['last_name', 'first_name', 'postal_code']));
    expect(formFieldOf('phone_number')).toBe('phone_number');
  });

  it('names an entry by its recipient', () => {
    expect(fullName(saved)).toBe('佐藤 花子');
  });
});

describe('checkAddressForm', () => {
  it('answers the values when the schema accepts them, else errors under the form keys', () => {
    const missing = checkAddressForm(EMPTY_ADDRESS_FORM);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.errors['address.last_name']?.length).toBeGreaterThan(0);
      expect(Object.keys(missing.errors).every((k) => k.startsWith('address.'))).toBe(true);
    }
  });

  it('maps the body’s recipient fields back to the form’s names', () => {
    expect(
      addressFormErrors({ shipping_last_name: ['姓を入力してください'], zip: undefined }),
    ).toEqual({
      'address.last_name': ['姓を入力してください'],
      'address.zip': [],
    });
  });
});
