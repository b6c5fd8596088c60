import type { Voucher } from '../../../../contract/benefit/benefit.schema';
import { FORMATS } from '../../../../contract/shared/common.messages';
import type { benefitVouchers } from '../../../db/schema/index';

/** A voucher row as stored. */
export type VoucherRow = typeof benefitVouchers.$inferSelect;

/** Whether a voucher can be used now. */
export type VoucherState = 'usable' | 'used' | 'expired' | 'not_started';

/** The state of a voucher at `now`: used (allowance gone) wins over the period. */
export function voucherState(row: VoucherRow, now: Date): VoucherState {
  if (row.usedAt || row.remaining <= 0) return 'used';
  if (now.getTime() >= row.validUntil.getTime()) return 'expired';
  if (now.getTime() < row.validFrom.getTime()) return 'not_started';
  return 'usable';
}

/** The voucher as the member sees it. */
export function toVoucher(row: VoucherRow): Voucher {
  return {
    shareholder_no: row.shareholderNo,
    kind: row.kind,
    allowance: row.allowance,
    remaining: row.remaining,
    valid_from: row.validFrom.toISOString(),
    valid_until: row.validUntil.toISOString(),
    is_used: row.usedAt !== null || row.remaining <= 0,
  };
}

/**
 * A date in Japan for messages.
 * @example japaneseDate(new Date('2027-03-31T15:00:00Z')) // '2027年4月1日'
 */
export function japaneseDate(at: Date): string {
  const d = new Date(at.getTime() + 9 * 3600_000);
  return FORMATS.longDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}
