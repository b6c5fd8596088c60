import type { UserAddress, UserAddressInput } from './addresses.schema';

/** The form's values: one string per field of the body. */
export type AddressFormValues = Required<{ [K in keyof UserAddressInput]: string }>;

/** An empty address form. */
export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  name: '',
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  postal_code: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phone_number: '',
};

/** The form filled with a saved entry. */
export function formOf(a: UserAddress): AddressFormValues {
  return {
    name: a.name,
    last_name: a.last_name,
    first_name: a.first_name,
    last_name_kana: a.last_name_kana,
    first_name_kana: a.first_name_kana,
    postal_code: a.formatted_postal_code,
    prefecture: a.prefecture,
    city: a.city,
    address1: a.address1,
    address2: a.address2,
    phone_number: a.phone_number || a.cell_phone_number,
  };
}

/**
 * The entry id of an edit URL `/mypage/address/{key}/edit/`, or null.
 * @example addressIdFromPath('/mypage/address/12/edit/') // 12
 */
export function addressIdFromPath(path: string): number | null {
  const m = /^\/mypage\/address\/(\d{1,10})\/edit\/?$/.exec(path);
  const id = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * The display name of an entry.
 * @example fullName({ last_name: '山田', first_name: '太郎' }) // '山田 太郎'
 */
export function fullName(a: Pick<UserAddress, 'last_name' | 'first_name'>): string {
  return `${a.last_name} ${a.first_name}`;
}
