import type { Tx } from '../client';
import { benefitVouchers } from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;

/** A voucher of the demo shareholder register; days are counted from the day of seeding. */
type SeedVoucher = {
  shareholderNo: string;
  voucherNo: string;
  holder: [string, string];
  /** `items`: the allowance is a number of items for the period; points (yen) otherwise. */
  kind?: 'points' | 'items';
  allowance: number;
  remaining: number;
  fromDays: number;
  untilDays: number;
  used?: boolean;
};

/** The demo vouchers the README lists (the benefit channel's shareholders). */
export const DEMO_VOUCHERS: SeedVoucher[] = [
  // 山田 一郎: this period's voucher (5,000 円分) and last period's, already used up.
  {
    shareholderNo: '10000001',
    voucherNo: '123456789012',
    holder: ['山田', '一郎'],
    allowance: 5000,
    remaining: 5000,
    fromDays: -30,
    untilDays: 335,
  },
  {
    shareholderNo: '10000001',
    voucherNo: '210987654321',
    holder: ['山田', '一郎'],
    allowance: 5000,
    remaining: 0,
    fromDays: -395,
    untilDays: -30,
    used: true,
  },
  {
    shareholderNo: '10000002',
    voucherNo: '555566667777',
    holder: ['佐藤', '花子'],
    allowance: 3000,
    remaining: 3000,
    fromDays: -30,
    untilDays: 335,
  },
  {
    shareholderNo: '10000003',
    voucherNo: '999900001111',
    holder: ['鈴木', '次郎'],
    allowance: 3000,
    remaining: 3000,
    fromDays: -395,
    untilDays: -1,
  },
  // 高橋 美咲: 1年に3点まで無料 (the three most expensive units of her orders).
  {
    shareholderNo: '10000004',
    voucherNo: '444455556666',
    holder: ['高橋', '美咲'],
    kind: 'items',
    allowance: 3,
    remaining: 3,
    fromDays: -30,
    untilDays: 335,
  },
];

/** Inserts the demo vouchers when the data set has the benefit channel. */
export async function seedBenefitVouchers(
  tx: Tx,
  channelIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (!channelIds.includes('benefit')) return;
  await tx.insert(benefitVouchers).values(
    DEMO_VOUCHERS.map((v) => ({
      channelId: 'benefit',
      shareholderNo: v.shareholderNo,
      voucherNo: v.voucherNo,
      holderLastName: v.holder[0],
      holderFirstName: v.holder[1],
      kind: v.kind ?? 'points',
      allowance: v.allowance,
      remaining: v.remaining,
      validFrom: new Date(now.getTime() + v.fromDays * DAY),
      validUntil: new Date(now.getTime() + v.untilDays * DAY),
      usedAt: v.used ? new Date(now.getTime() + (v.untilDays - 60) * DAY) : null,
    })),
  );
}
