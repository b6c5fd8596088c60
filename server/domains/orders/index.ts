/** Shop-side order calls: shipping and payment records. */
export { adminOrderRoutes } from './admin-orders.routes';
/** The social-gift sweep job: expire unanswered gifts and release their orders, remind, mail links. */
export { SWEEP_JOB, sweepGifts } from './gift-expiry.commands';
/** Order history, cancellation and reorder (`/v1/me/orders`…). */
export { orderRoutes } from './orders.routes';
/** Points an order earns. */
export { pointsToEarn } from './points.model';
/** The points-expiry job: its name and its handler. */
export { expirePoints, POINTS_EXPIRY_JOB } from './points-expiry.commands';
