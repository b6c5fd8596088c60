/** Giving an order's allowance back to its vouchers. */
export { returnAllowance } from './benefit.commands';
/** Shareholder-benefit voucher login and allowance (`/v1/benefit/login`, `/v1/me/benefit-voucher`). */
export { benefitRoutes } from './benefit.routes';
/** The member guard's session finder: a voucher session only while its voucher is usable. */
export { findSession } from './voucher-session.commands';
