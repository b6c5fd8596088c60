import { ADDRESS_LABELS as L } from '../../../../contract/addresses/addresses.messages';

/** The address-book CSV's Japanese column names (the address form's labels), by the body field each column holds. */
export const CSV_HEADERS = {
  last_name: L.last_name,
  first_name: L.first_name,
  last_name_kana: L.last_name_kana,
  first_name_kana: L.first_name_kana,
  postal_code: L.postal_code,
  prefecture: L.prefecture,
  city: L.city,
  address1: L.address1,
  address2: L.address2,
  phone_number: L.phone_number,
} as const;
