/** Shareholder-benefit vouchers (株主優待券) and what each order spent of them. */
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { orders } from '../../commerce/tables/cart';
import { channels } from '../../platform/tables/settings';
import { users } from './account';

/**
 * A voucher printed for a shareholder: 株主番号 + 優待番号, the holder's name from the
 * shareholder register, and an allowance for its period: `points` (yen off the goods, tax
 * included) or `items` (that many item units free, e.g. 1年に3点まで). The first login with it
 * creates the shareholder's member account (`userId`).
 */
export const benefitVouchers = pgTable(
  'benefit_vouchers',
  {
    id: idColumn(),
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    shareholderNo: text().notNull(),
    voucherNo: text().notNull(),
    holderLastName: text().notNull(),
    holderFirstName: text().notNull(),
    /** `points`: allowance and remaining in yen; `items`: in item units. */
    kind: text({ enum: ['points', 'items'] })
      .notNull()
      .default('points'),
    allowance: integer().notNull(),
    remaining: integer().notNull(),
    validFrom: tstz().notNull(),
    validUntil: tstz().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When the allowance ran out (the voucher is used). */
    usedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    unique('benefit_vouchers_number_unique').on(t.channelId, t.shareholderNo, t.voucherNo),
    index().on(t.userId),
  ],
);

/** What one order spent of a voucher (in the voucher's unit: yen or items). */
export const benefitVoucherUses = pgTable(
  'benefit_voucher_uses',
  {
    id: idColumn(),
    voucherId: integer()
      .notNull()
      .references(() => benefitVouchers.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    createdAt: tstz().notNull().defaultNow(),
    /** When a cancellation gave the amount back to the voucher (once only). */
    returnedAt: tstz(),
  },
  (t) => [index().on(t.orderId)],
);
