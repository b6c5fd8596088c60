/** What a member's usable vouchers hold now: yen of points and item units. */
export type { Allowance } from './allowance.model';
/** What an order spends of the points allowance; what the allowance covers (items first, then points). */
export { allowanceSpend, benefitCover } from './allowance.model';
/** Giving an order's allowance back to its vouchers; spending it for a placed order. */
export { returnAllowance, spendAllowance } from './benefit.commands';
/** What a member's usable vouchers in a channel hold now (points and item units). */
export { memberAllowance } from './benefit.queries';
/** Shareholder-benefit voucher login and allowance (`/v1/benefit/login`, `/v1/me/benefit-voucher`). */
export { benefitRoutes } from './benefit.routes';
/** The member guard's session finder: a voucher session only while its voucher is usable. */
export { findSession } from './voucher-session.commands';
