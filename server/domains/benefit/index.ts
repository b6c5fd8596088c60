/** Giving an order's allowance back to its vouchers; spending it for a placed order. */
export { returnAllowance, spendAllowance } from './benefit.commands';
/** What a member's usable vouchers in a channel hold now (points and item units). */
export { memberAllowance } from './benefit.queries';
/** Shareholder-benefit voucher login and allowance (`/v1/benefit/login`, `/v1/me/benefit-voucher`). */
export { benefitRoutes } from './benefit.routes';
/** The member guard's session finder: a voucher session only while its voucher is usable. */
export { findSession } from './voucher-session.commands';
