/**
 * The identity context's steps: what the workflows (server/workflows/) call, in the order the
 * business needs, inside the transaction the workflow owns.
 */

/** `benefit`: Shareholder-benefit vouchers and login (株主優待). */
export { returnAllowance, spendAllowance } from './benefit/index';
/** `members-admin`: The back office's member management: search, a member whole, point adjustments, unlocking. */
export { memberById, memberParts, toAdminMember } from './members-admin/index';
/** `points`: Points an order earns and spends, balances and history, expiry. */
export { recordOrderPoints, settleCancelledOrder } from './points/index';
