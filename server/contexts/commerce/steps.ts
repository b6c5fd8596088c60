/**
 * The commerce context's steps: what the workflows (server/workflows/) call, in the order the
 * business needs, inside the transaction the workflow owns.
 */

/** `cart`: Cart lines and totals, accessories and packings, the cart view. */
export {
  addCartLine,
  type CartRow,
  type CartViewer,
  cartTotals,
  fieldError,
  loadPricedCart,
  lockCartById,
  presentCart,
  requireCart,
  usableCart,
} from './cart/index';
/** `checkout`: Shipments, coupon terms and caps and applying coupons and points, stock taken at the decision, the order decision. */
export {
  addShipment,
  cartDecisionKey,
  checkOrderable,
  checkTotal,
  closeOrder,
  type Decision,
  divideLine,
  findPlacedOrder,
  type OrderTotals,
  openOrder,
  type PricedCart,
  priorDecision,
  requestHash,
  toDecisionResult,
  toPlacedOrder,
  wasDecided,
} from './checkout/index';
/** `fraud`: The card provider's fraud verdicts, clearing a failed card payment. */
export { FRAUD_LABELS, recordFraudVerdict, signedFraudNotification } from './fraud/index';
/** `orders`: Order history, memos, shipping and payment records, an order's share of a cancellation, the sweep's reminders. */
export {
  closeCancelledOrder,
  lockMemberCancellable,
  lockOrder,
  mailPaidGiftLinks,
  memberOrderDetail,
  orderNumbers,
  outcomeOfError,
  queueCancellationMail,
  type ReleasableOrder,
  recentOrderRefs,
  remindGiftBuyers,
  reorderableLines,
  reorderLine,
  returnOrderGoods,
  scheduleGiftShipment,
} from './orders/index';
/** `orders-admin`: The back office's orders (受注管理): search, the order whole, paid, ship with tracking, a cancellation's steps, memos. */
export {
  type ActionBase,
  claimShopRefund,
  lockShopCancellable,
  recordShopCancellation,
  shopCancelReason,
  wholeOrder,
} from './orders-admin/index';
/** `payments`: Card provider (sandbox or SBPayment), payment methods and settings, saved-card payments, 3-D Secure. */
export {
  authorisedCard,
  type CardAtDecision,
  type CardProvider,
  CardVoidError,
  captureCard,
  intentHeldByOrder,
  type PaymentProvider,
  usablePayment,
  voidCardPayment,
} from './payments/index';
/** `receipts`: Receipts (領収書) and quotations (見積書) as PDF. */
export { guestReceiptUrl } from './receipts/index';
/** `social-gift`: Social gifts (ソーシャルギフト): gift URL, recipient, links and shipping of gifts. */
export {
  addGiftShipment,
  cancelGiftsOfOrder,
  checkedDelivery,
  checkGiftOrder,
  checkGiftSplit,
  createOrderGift,
  findGiftByToken,
  isGiftCart,
  lockWaitingGift,
  queueAcceptedMail,
  recordAcceptance,
  socialGiftOf,
  updateGift,
  waitingGiftsBefore,
} from './social-gift/index';
