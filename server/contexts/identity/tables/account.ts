/** Members: the account, its address book and saved cards, memorial days, measurements, and the schools of the school shop's registration. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { channels } from '../../platform/tables/settings';

/** A member (or a guest-checkout user when `isRegisteredMember` is false). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    code: text().notNull().unique(),
    channelId: text().references(() => channels.id, { onDelete: 'set null' }),
    email: text().notNull().unique(),
    username: text().unique(),
    /** argon2id PHC string. */
    passwordHash: text().notNull(),
    lastName: text().notNull(),
    firstName: text().notNull(),
    lastNameKana: text().notNull().default(''),
    firstNameKana: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    cellPhoneNumber: text().notNull().default(''),
    gender: smallint().notNull().default(4),
    birthday: date({ mode: 'string' }),
    isReceiveNewsletter: boolean().notNull().default(false),
    isRegisteredMember: boolean().notNull().default(true),
    isLoginCode: boolean().notNull().default(false),
    /** An approved business customer (掛け払い): set by the shop's approval, never by a form. */
    isBusiness: boolean().notNull().default(false),
    companyName: text(),
    departmentOrPosition: text(),
    /** The approved credit line in yen; set together with `isBusiness`. */
    creditLimit: integer(),
    /** When the shop approved the member as a business customer. */
    businessApprovedAt: tstz(),
    pointsBalance: integer().notNull().default(0),
    emailVerifiedAt: tstz(),
    passwordChangedAt: tstz().notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('users_points_balance_check', sql`${t.pointsBalance} >= 0`),
    check('users_gender_check', sql`${t.gender} between 1 and 4`),
    check(
      'users_business_approval_check',
      sql`not ${t.isBusiness} or (${t.creditLimit} >= 0 and ${t.businessApprovedAt} is not null)`,
    ),
    // The back office's member search matches from the start of each of these (text_pattern_ops
    // serves LIKE 'x%' under any collation): 100,000 members answer from the indexes.
    index('users_search_name_idx').on(sql`(${t.lastName} || ${t.firstName}) text_pattern_ops`),
    index('users_search_kana_idx').on(
      sql`(${t.lastNameKana} || ${t.firstNameKana}) text_pattern_ops`,
    ),
    index('users_search_email_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_search_phone_idx').on(
      sql`regexp_replace(${t.phoneNumber}, '[^0-9]', '', 'g') text_pattern_ops`,
    ),
    index('users_search_cell_idx').on(
      sql`regexp_replace(${t.cellPhoneNumber}, '[^0-9]', '', 'g') text_pattern_ops`,
    ),
  ],
);

/** An address-book entry; `divisionCt` 1 is the member's own address. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean().notNull().default(false),
    isSenderDefault: boolean().notNull().default(false),
    divisionCt: smallint().notNull().default(2),
    name: text().notNull().default(''),
    lastName: text().notNull(),
    firstName: text().notNull(),
    lastNameKana: text().notNull().default(''),
    firstNameKana: text().notNull().default(''),
    postalCode: text().notNull(),
    prefecture: text().notNull(),
    city: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    cellPhoneNumber: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

/** A school whose pupils may register on a school channel; `key` is the 学校コード it hands out. */
export const schools = pgTable(
  'schools',
  {
    id: idColumn(),
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Normalised 学校コード (NFKC, upper case). */
    key: text().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('schools_channel_key_unique').on(t.channelId, t.key)],
);
