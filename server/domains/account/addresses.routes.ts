import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type UserAddress, UserAddressSchema } from '../../../src/lib/checkout/shipments.schema';
import type { Db } from '../../db/client';
import { userAddresses } from '../../db/schema/index';
import { memberId, requireMember } from '../../http/auth';
import { setPagingHeaders } from '../../http/paging';
import type { AppEnv } from '../../http/types';
import { describeOperation } from '../../openapi/describe-operation';

/** How many address-book entries a member may keep (`x-limit`). */
export const ADDRESS_LIMIT = 20;

type AddressRow = typeof userAddresses.$inferSelect;

/** An address-book row as the API shows it. */
export function toUserAddress(a: AddressRow): UserAddress {
  const postal = a.postalCode.replace('-', '');
  return {
    id: a.id,
    is_default: a.isDefault,
    is_sender_default: a.isSenderDefault,
    division_ct: a.divisionCt,
    name: a.name,
    last_name: a.lastName,
    first_name: a.firstName,
    last_name_kana: a.lastNameKana,
    first_name_kana: a.firstNameKana,
    postal_code: postal,
    formatted_postal_code:
      postal.length === 7 ? `${postal.slice(0, 3)}-${postal.slice(3)}` : postal,
    prefecture: a.prefecture,
    city: a.city,
    address1: a.address1,
    address2: a.address2,
    full_address: `${a.prefecture}${a.city}${a.address1}${a.address2 ? ` ${a.address2}` : ''}`,
    phone_number: a.phoneNumber,
    cell_phone_number: a.cellPhoneNumber,
  };
}

/** The member's address book, the default entry first. */
export function listAddresses(db: Db, userId: number) {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));
}

/** `GET /v1/me/user-addresses`: the logged-in member's addresses (one page; `x-limit` is the cap). */
export const addressBookRoutes = new Hono<AppEnv>().get(
  '/me/user-addresses',
  describeOperation({
    tag: 'account',
    summary: '会員のお届け先一覧（既定のお届け先が先頭、x-limit 付き）',
    response: UserAddressSchema,
    list: 'paged',
    errors: [401],
  }),
  requireMember,
  async (c) => {
    const rows = await listAddresses(c.get('database').db, memberId(c));
    setPagingHeaders(c, { total: rows.length, per: ADDRESS_LIMIT, current: 1 });
    c.header('x-limit', String(ADDRESS_LIMIT));
    return c.json({ data: rows.map(toUserAddress) });
  },
);
