import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from './columns';

/** A discount coupon (fixed yen off above a minimum order amount). */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text().notNull().unique(),
    name: text().notNull(),
    discountAmount: integer().notNull(),
    minAmount: integer().notNull().default(0),
    startsAt: tstz().notNull(),
    endsAt: tstz().notNull(),
    isLpOnly: boolean().notNull().default(false),
    /** Only for a customer's first order (no earlier order that was not cancelled). */
    isFirstPurchaseOnly: boolean().notNull().default(false),
    /** Orders that may use the coupon in all; null: no cap. */
    usageLimit: integer(),
    /** Orders one customer (member, or a guest's e-mail) may use it on; null: no cap. */
    usageLimitPerCustomer: integer(),
    ...timestamps,
  },
  (t) => [
    check('coupons_discount_check', sql`${t.discountAmount} > 0`),
    check('coupons_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupons_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check(
      'coupons_usage_limit_per_customer_check',
      sql`${t.usageLimitPerCustomer} is null or ${t.usageLimitPerCustomer} > 0`,
    ),
  ],
);

/** A landing page (`/v1/lp/{slug}`) that may hand out coupons. */
export const landingPages = pgTable('landing_pages', {
  id: idColumn(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  isShowHeader: boolean().notNull().default(true),
  isShowFooter: boolean().notNull().default(true),
  redirectTo: text().notNull().default('/'),
  ...timestamps,
});

/** Coupons offered on a landing page. */
export const landingPageCoupons = pgTable(
  'landing_page_coupons',
  {
    landingPageId: integer()
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landingPageId, t.couponId] })],
);
