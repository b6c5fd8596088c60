import { randomBytes } from 'node:crypto';
import { BENEFIT_MESSAGES as M } from '../../../src/lib/benefit/benefit.messages';
import type { VoucherLoginBody } from '../../../src/lib/benefit/benefit.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { hashPassword } from '../../services/password';
import { randomToken } from '../../services/tokens';
import { allowanceSpend, japaneseDate, type VoucherRow, voucherState } from './benefit.model';
import {
  bindVoucher,
  lockVoucherByNumbers,
  memberOfShareholder,
  spendFromVoucher,
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
  const [user] = await tx
    .insert(users)
    .values({
      code,
      channelId: channel.id,
      email: `${code.toLowerCase()}@shareholders.invalid`,
      passwordHash: await hashPassword(randomToken(32)),
      lastName: row.holderLastName,
      firstName: row.holderFirstName,
      isRegisteredMember: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('shareholder member insert returned nothing');
  return user.id;
}

/**
 * Logs in with the numbers printed on a voucher: the shareholder's member account (registered on
 * the first login with any of their vouchers). A wrong pair is 401; a used, expired or not yet
 * valid voucher 422 with the reason in Japanese. Answers the member's id.
 */
export async function voucherLogin(
  db: Db,
  channel: Channel,
  body: VoucherLoginBody,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockVoucherByNumbers(tx, channel.id, body.shareholder_no, body.voucher_no);
    if (!row) throw new ApiException(401, ERROR_CODES.invalidCredentials, undefined, M.invalid);
    assertUsable(row, now);
    const userId =
      row.userId ??
      (await memberOfShareholder(tx, channel.id, row.shareholderNo)) ??
      (await createShareholderMember(tx, channel, row));
    if (row.userId !== userId) await bindVoucher(tx, row.id, userId);
    return userId;
  });
}

/** The allowance a member can spend now in a channel (yen, tax included; 0 without vouchers). */
export async function availableAllowance(
  db: Db | Tx,
  userId: number,
  channelId: string,
  now = new Date(),
): Promise<number> {
  const rows = await usableVouchersOf(db, userId, channelId, now);
  return rows.reduce((sum, r) => sum + r.remaining, 0);
}

/**
 * Spends `amount` of the member's vouchers for an order, soonest-expiring first, in the order's
 * transaction under the vouchers' row locks; 422 when less is left than the order counted on.
 */
export async function spendAllowance(
  tx: Tx,
  input: { userId: number; channelId: string; orderId: number; amount: number },
  now = new Date(),
): Promise<void> {
  if (input.amount <= 0) return;
  const rows = await usableVouchersOf(tx, input.userId, input.channelId, now, true);
  let left = input.amount;
  for (const row of rows) {
    const take = allowanceSpend(row.remaining, left);
    if (take === 0) continue;
    await spendFromVoucher(tx, row, input.orderId, take, now);
    left -= take;
  }
  if (left > 0) {
    throw new ApiException(422, ERROR_CODES.validation, { total_payment: [M.changed] }, M.changed);
  }
}
