/** Shop-side order calls: shipping and payment records. */
export { adminOrderRoutes } from './admin-orders.routes';
/** A member's cancellation: the locked, cancellable order, the mail, the order as shown after. */
export {
  lockMemberCancellable,
  memberOrderDetail,
  queueCancellationMail,
} from './cancel.commands';
/** The social-gift sweep job's name and the steps it owns: reminding buyers, mailing paid links. */
export { mailPaidGiftLinks, remindGiftBuyers, SWEEP_JOB } from './gift-expiry.commands';
/** An order as other records name it (an inquiry's order): one by id, a member's latest, numbers by id. */
export { type OrderRef, orderNumbers, orderRef, recentOrderRefs } from './order-refs.queries';
/** An order's row, locked for update in the caller's transaction; an accepted gift's shipment scheduled. */
export { lockOrder, scheduleGiftShipment } from './orders.queries';
/** Order history, memos and points (`/v1/me/orders`…). */
export { orderRoutes } from './orders.routes';
/** The order's own share of a cancellation: stock and coupon back (answers the card payment to void), then marked cancelled. */
export { closeCancelledOrder, type ReleasableOrder, returnOrderGoods } from './release.commands';
/** The lines of a member's order to put in the cart again (`POST /v1/me/orders/{id}/reorder`). */
export { reorderableLines } from './reorder.commands';
/** The outcome of buying one line again, and what a refused cart add means for it. */
export { outcomeOfError, reorderLine } from './reorder.model';
