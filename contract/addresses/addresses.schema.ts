import * as v from 'valibot';
import { kana, optionalText, phone, postalCode, requiredText } from '../account/fields.schema';
import { FIELD_MESSAGES } from '../shared/fields.messages';
import { PREFECTURES } from '../shared/prefectures';
import { ADDRESS_LABELS as L } from './addresses.messages';

export { type UserAddress, UserAddressSchema } from '../checkout/shipments.schema';

const prefecture = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check(
    (p) => (PREFECTURES as readonly string[]).includes(p),
    FIELD_MESSAGES.select(L.prefecture),
  ),
);

/**
 * An address-book entry as the form, the API and the CSV import send it, in the spec's field names
 * (§3 User address: `shipping_*` is who receives the parcel, `name` the entry's registration name).
 * The API normalises it like registration: hiragana kana → katakana, full-width digits and
 * hyphens → half-width. The derived fields of the reply (`shipping_name`, `shipping_kana`,
 * `formatted_postal_code`, `combined_address`, `full_address`) are ignored when sent.
 */
export const UserAddressBodySchema = v.object({
  name: optionalText(L.name, 50),
  shipping_last_name: requiredText(L.last_name, 50),
  shipping_first_name: requiredText(L.first_name, 50),
  shipping_last_name_kana: kana(L.last_name_kana),
  shipping_first_name_kana: kana(L.first_name_kana),
  postal_code: postalCode(),
  prefecture,
  city: requiredText(L.city, 100),
  address1: requiredText(L.address1, 100),
  address2: optionalText(L.address2, 100),
  phone_number: phone(L.phone_number, true),
  cell_phone_number: phone(L.cell_phone_number),
});
export type UserAddressBody = v.InferOutput<typeof UserAddressBodySchema>;
/** What the form holds before validation (strings as typed). */
export type UserAddressInput = v.InferInput<typeof UserAddressBodySchema>;

/** `GET /v1/me/user-addresses/export`: Shift_JIS (Excel) by default, or UTF-8. */
export const AddressExportQuerySchema = v.object({
  encoding: v.optional(v.picklist(['sjis', 'utf8']), 'sjis'),
});
export type AddressExportEncoding = v.InferOutput<typeof AddressExportQuerySchema>['encoding'];

/** The 202 answer of an export that runs in the background (spec §8 wording). */
export const DelayedExportSchema = v.object({ message: v.string(), delayed: v.literal(true) });

/** `POST /v1/me/user-addresses/import`: how many rows were added. */
export const AddressImportResultSchema = v.object({ imported: v.number() });
