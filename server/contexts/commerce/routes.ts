/**
 * The commerce context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `campaigns`: Landing pages, taking their coupons and the held ones (`/v1/me/coupons`), catalogue requests. */
export { catalogOrderRoutes, lpRoutes } from './campaigns/index';
/** `cards`: Saved cards (登録カード). */
export { cardRoutes } from './cards/index';
/** `cart`: Cart lines and totals, accessories and packings, the cart view. */
export { accessoryRoutes, cartAddSetRoutes, cartRoutes } from './cart/index';
/** `checkout`: Shipments, coupon terms and caps and applying coupons and points, stock taken at the decision, the order decision. */
export { checkoutRoutes, shippingRoutes } from './checkout/index';
/** `embroidery`: Name embroidery (ネーム刺繍) records and the cart accessory. */
export { embroideryRoutes } from './embroidery/index';
/** `fraud`: The card provider's fraud verdicts, clearing a failed card payment. */
export { fraudRoutes } from './fraud/index';
/** `orders`: Order history, memos, shipping and payment records, an order's share of a cancellation, the sweep's reminders. */
export { adminOrderRoutes, orderRoutes, SWEEP_JOB } from './orders/index';
/** `orders-admin`: The back office's orders (受注管理): search, the order whole, paid, ship with tracking, a cancellation's steps, memos. */
export {
  backOfficeOrderRoutes,
  backOfficeShipmentRoutes,
  TRACKING_CSV_MAX_BYTES,
  trackingImportRoutes,
} from './orders-admin/index';
/** `payments`: Card provider (sandbox or SBPayment), payment methods and settings, saved-card payments, 3-D Secure. */
export {
  assertProductionPayments,
  choosePaymentSetup,
  createCardProvider,
  holdsDemoData,
  NO_CARD_PROVIDER,
  type PaymentSetup,
  PaymentSetupError,
  paymentRoutes,
  paymentSettingsRoutes,
  sandboxPayRoutes,
} from './payments/index';
/** `receipts`: Receipts (領収書) and quotations (見積書) as PDF. */
export { receiptRoutes } from './receipts/index';
/** `social-gift`: Social gifts (ソーシャルギフト): gift URL, recipient, links and shipping of gifts. */
export { socialGiftRoutes } from './social-gift/index';
