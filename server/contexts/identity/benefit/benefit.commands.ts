import { randomBytes } from 'node:crypto';
import { BENEFIT_MESSAGES as M } from '../../../../contract/benefit/benefit.messages';
import type { VoucherLoginBody } from '../../../../contract/benefit/benefit.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { hashPassword } from '../../../services/password';
import { randomToken } from '../../../services/tokens';
import { allowanceSpend } from './allowance.model';
import { japaneseDate, type VoucherRow, voucherState } from './benefit.model';
import {
  bindVoucher,
  giveBackToVoucher,
  insertShareholderMember,
  lockVoucherByNumbers,
  lockVouchers,
  markUsesReturned,
  memberOfShareholder,
  spendFromVoucher,
  unreturnedUsesOf,
  usableVouchersOf,
} from './benefit.queries';

const refused = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { voucher_no: [message] }, message);

/** 422 in Japanese for a voucher that cannot be used now. */
function assertUsable(row: VoucherRow, now: Date): void {
  const state = voucherState(row, now);
  if (state === 'used') throw refused(M.used);
  if (state === 'expired')
    throw refused(M.expired(japaneseDate(new Date(row.validUntil.getTime() - 1))));
  if (state === 'not_started') throw refused(M.notStarted(japaneseDate(row.validFrom)));
}

/**
 * The shareholder's member account, made from the shareholder register's name. It has no
 * password anyone knows (logins go through the voucher) and an address that never receives mail
 * until the member enters their own in the member information screen.
 */
async function createShareholderMember(tx: Tx, channel: Channel, row: VoucherRow): Promise<number> {
  const code = `S${randomBytes(6).toString('hex').toUpperCase()}`;
  return insertShareholderMember(tx, {
    code,
    channelId: channel.id,
    email: `${code.toLowerCase()}@shareholders.invalid`,
    passwordHash: await hashPassword(randomToken(32)),
    lastName: row.holderLastName,
    firstName: row.holderFirstName,
    isRegisteredMember: true,
  });
}

/**
 * Logs in with the numbers printed on a voucher: the shareholder's member account (registered on
 * the first login with any of their vouchers). A wrong pair is 401; a used, expired or not yet
 * valid voucher 422 with the reason in Japanese. Answers the member's id and the voucher's.
 */
export async function voucherLogin(
  db: Db,
  channel: Channel,
  body: VoucherLoginBody,
  now: Date,
): Promise<{ userId: number; voucherId: number }> {
  return db.transaction(async (tx) => {
    const row = await lockVoucherByNumbers(tx, channel.id, body.shareholder_no, body.voucher_no);
    if (!row) throw new ApiException(401, ERROR_CODES.invalidCredentials, undefined, M.invalid);
    assertUsable(row, now);
    const userId =
      row.userId ??
      (await memberOfShareholder(tx, channel.id, row.shareholderNo)) ??
      (await createShareholderMember(tx, channel, row));
    if (row.userId !== userId) await bindVoucher(tx, row.id, userId);
    return { userId, voucherId: row.id };
  });
}

/** Spends `amount` of locked vouchers soonest-expiring first; 422 with `message` when they hold less. */
async function spendFrom(
  tx: Tx,
  rows: VoucherRow[],
  use: { orderId: number; amount: number; message: string },
  now: Date,
): Promise<void> {
  let left = use.amount;
  for (const row of rows) {
    const take = allowanceSpend(row.remaining, left);
    if (take === 0) continue;
    await spendFromVoucher(tx, row, use.orderId, take, now);
    left -= take;
  }
  if (left > 0) {
    throw new ApiException(
      422,
      ERROR_CODES.validation,
      { total_payment: [use.message] },
      use.message,
    );
  }
}

/**
 * Spends `amount` yen of points vouchers and `items` units of items vouchers for an order,
 * soonest-expiring first, in the order's transaction under the vouchers' row locks; 422 when
 * less is left than the order counted on (a racing checkout spent it first).
 */
export async function spendAllowance(
  tx: Tx,
  input: { userId: number; channelId: string; orderId: number; amount: number; items?: number },
  now = new Date(),
): Promise<void> {
  const items = input.items ?? 0;
  if (input.amount <= 0 && items <= 0) return;
  const rows = await usableVouchersOf(tx, input.userId, input.channelId, now, true);
  const { orderId } = input;
  const points = rows.filter((r) => r.kind === 'points');
  await spendFrom(tx, points, { orderId, amount: input.amount, message: M.changed }, now);
  const units = rows.filter((r) => r.kind === 'items');
  await spendFrom(tx, units, { orderId, amount: items, message: M.itemsChanged }, now);
}

/**
 * Gives back what an order spent of vouchers (points or items), in the cancellation's
 * transaction under the vouchers' row locks; each use is returned once only.
 */
export async function returnAllowance(tx: Tx, orderId: number, now = new Date()): Promise<void> {
  const uses = await unreturnedUsesOf(tx, orderId);
  if (uses.length === 0) return;
  const locked = await lockVouchers(tx, [...new Set(uses.map((u) => u.voucherId))]);
  for (const row of locked) {
    const amount = uses.filter((u) => u.voucherId === row.id).reduce((sum, u) => sum + u.amount, 0);
    await giveBackToVoucher(tx, row, amount, now);
  }
  await markUsesReturned(
    tx,
    uses.map((u) => u.id),
    now,
  );
}
