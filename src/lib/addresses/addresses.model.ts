import * as v from 'valibot';
import {
  type UserAddress,
  UserAddressBodySchema,
  type UserAddressInput,
} from '../../../contract/addresses/addresses.schema';

/** The recipient fields the body names `shipping_*` (spec §3) and the shared address fields name plainly. */
const RECIPIENT_FIELDS = ['last_name', 'first_name', 'last_name_kana', 'first_name_kana'] as const;

/**
 * The form's values, one string per field: the shared address fields' names (the checkout's
 * `AddressFields`), which `bodyOf` turns into the body's spec names.
 */
export type AddressFormValues = {
  [K in keyof Required<UserAddressInput> as K extends `shipping_${infer F}` ? F : K]: string;
};

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
  cell_phone_number: '',
};

/** The form filled with a saved entry. */
export function formOf(a: UserAddress): AddressFormValues {
  return {
    name: a.name,
    last_name: a.shipping_last_name,
    first_name: a.shipping_first_name,
    last_name_kana: a.shipping_last_name_kana,
    first_name_kana: a.shipping_first_name_kana,
    postal_code: a.formatted_postal_code,
    prefecture: a.prefecture,
    city: a.city,
    address1: a.address1,
    address2: a.address2,
    phone_number: a.phone_number || a.cell_phone_number,
    cell_phone_number: a.cell_phone_number,
  };
}

/**
 * The body the API takes (spec names) from the form's values.
 * @example bodyOf({ ...EMPTY_ADDRESS_FORM, last_name: '山田' }).shipping_last_name // '山田'
 */
export function bodyOf(form: AddressFormValues): Required<UserAddressInput> {
  const { last_name, first_name, last_name_kana, first_name_kana, ...rest } = form;
  return {
    ...rest,
    shipping_last_name: last_name,
    shipping_first_name: first_name,
    shipping_last_name_kana: last_name_kana,
    shipping_first_name_kana: first_name_kana,
  };
}

/**
 * The form field an error of the body's field belongs to.
 * @example formFieldOf('shipping_last_name_kana') // 'last_name_kana'
 */
export function formFieldOf(bodyField: string): string {
  const plain = bodyField.replace(/^shipping_/, '');
  return (RECIPIENT_FIELDS as readonly string[]).includes(plain) ? plain : bodyField;
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
 * The display name of an entry (the recipient's name).
 * @example fullName({ shipping_last_name: '山田', shipping_first_name: '太郎' }) // '山田 太郎'
 */
export function fullName(
  a: Pick<UserAddress, 'shipping_last_name' | 'shipping_first_name'>,
): string {
  return `${a.shipping_last_name} ${a.shipping_first_name}`;
}

/** The form's key prefix: the address form's fields are the checkout's `address.*` fields. */
export const ADDRESS_FORM_PREFIX = 'address';

/**
 * Errors of the body's fields (`shipping_last_name`) under the form's keys (`address.last_name`).
 * @example addressFormErrors({ shipping_last_name: ['必須'] }) // { 'address.last_name': ['必須'] }
 */
export const addressFormErrors = (
  errors: Record<string, string[] | undefined>,
): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors).map(([k, list]) => [
      `${ADDRESS_FORM_PREFIX}.${formFieldOf(k)}`,
      list ?? [],
    ]),
  );

/** Checks the form with the shared schema: the values to save, or errors under the form's keys. */
export function checkAddressForm(
  values: AddressFormValues,
): { ok: true; body: AddressFormValues } | { ok: false; errors: Record<string, string[]> } {
  const parsed = v.safeParse(UserAddressBodySchema, bodyOf(values));
  if (parsed.success) return { ok: true, body: values };
  return { ok: false, errors: addressFormErrors(v.flatten(parsed.issues).nested ?? {}) };
}
