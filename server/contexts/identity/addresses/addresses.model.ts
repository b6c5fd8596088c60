import { formatPostalCode } from '../../../../contract/account/normalize';
import type { UserAddress, UserAddressBody } from '../../../../contract/addresses/addresses.schema';
import type { userAddresses } from '../../../db/schema/index';

/**
 * How many address-book entries a member may keep (`x-limit`): room for a gift sender's list of
 * recipients, so a book can outgrow the export that downloads at once (EXPORT_SYNC_ROWS).
 */
export const ADDRESS_LIMIT = 300;
/** Division of the member's own address (spec §3); other entries are 2. */
export const OWN_DIVISION = 1;

/** An address-book row as stored. */
export type AddressRow = typeof userAddresses.$inferSelect;

/** An address-book row as the API shows it. */
export function toUserAddress(a: AddressRow): UserAddress {
  const postal = a.postalCode.replace('-', '');
  const combined = `${a.city}${a.address1}${a.address2 ? ` ${a.address2}` : ''}`;
  return {
    id: a.id,
    is_default: a.isDefault,
    is_sender_default: a.isSenderDefault,
    division_ct: a.divisionCt,
    name: a.name,
    shipping_name: `${a.lastName} ${a.firstName}`.trim(),
    shipping_last_name: a.lastName,
    shipping_first_name: a.firstName,
    shipping_kana: `${a.lastNameKana} ${a.firstNameKana}`.trim(),
    shipping_last_name_kana: a.lastNameKana,
    shipping_first_name_kana: a.firstNameKana,
    postal_code: postal,
    formatted_postal_code: formatPostalCode(postal),
    prefecture: a.prefecture,
    city: a.city,
    address1: a.address1,
    address2: a.address2,
    combined_address: combined,
    full_address: `${a.prefecture}${combined}`,
    phone_number: a.phoneNumber,
    cell_phone_number: a.cellPhoneNumber,
  };
}

/** The stored columns of a validated body. */
export function toAddressValues(body: UserAddressBody) {
  return {
    name: body.name,
    lastName: body.shipping_last_name,
    firstName: body.shipping_first_name,
    lastNameKana: body.shipping_last_name_kana,
    firstNameKana: body.shipping_first_name_kana,
    postalCode: body.postal_code,
    prefecture: body.prefecture,
    city: body.city,
    address1: body.address1,
    address2: body.address2,
    phoneNumber: body.phone_number,
    cellPhoneNumber: body.cell_phone_number,
  };
}

/** The member columns an own address (division 1) refreshes (spec §4). */
export function toMemberValues(body: UserAddressBody) {
  return {
    lastName: body.shipping_last_name,
    firstName: body.shipping_first_name,
    lastNameKana: body.shipping_last_name_kana,
    firstNameKana: body.shipping_first_name_kana,
    phoneNumber: body.phone_number,
  };
}
