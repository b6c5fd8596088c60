/**
 * The identity context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `account`: Member info and registration; a member's card for other contexts. */
export { findMember, type MemberCard } from './account/index';
/** `addresses`: Address book (お届け先), CSV import and export. */
export { findAddress } from './addresses/index';
/** `auth`: Login, tokens, refresh, login codes, password change, mail errors. */
export {
  limitersFor,
  lockoutFrom,
  recordMailError,
  unknownAccountHash,
} from './auth/index';
/** `benefit`: Shareholder-benefit vouchers and login (株主優待). */
export { type Allowance, benefitCover, memberAllowance } from './benefit/index';
/** `members-admin`: The back office's member management: search, a member whole, point adjustments, unlocking. */
export { type BusinessRow, updateBusiness } from './members-admin/index';
/** `points`: Points an order earns and spends, balances and history, expiry. */
export {
  earnedOnOrder,
  pagePointHistories,
  pointBalanceOf,
  pointsExpireAt,
  pointsToEarn,
  spendPoints,
} from './points/index';
