/** Shop-side order calls: shipping and payment records. */
export { adminOrderRoutes } from './admin-orders.routes';
/** The social-gift sweep job: expire unanswered gifts and release their orders, remind, mail links. */
export { SWEEP_JOB, sweepGifts } from './gift-expiry.commands';
/** An order's row, locked for update in the caller's transaction. */
export { lockOrder } from './orders.queries';
/** Order history, cancellation and reorder (`/v1/me/orders`…). */
export { orderRoutes } from './orders.routes';
/** Cancels a placed order in full inside the caller's transaction (stock, points, vouchers, coupon, card); a failed card void throws `CardVoidError`. */
export { CardVoidError, releaseOrder } from './release.commands';
