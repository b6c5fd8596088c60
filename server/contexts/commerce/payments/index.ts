/**
 * The payments domain's public face: the card provider (sandbox or SBPayment), payment methods,
 * payment setup and the sandbox's hosted pages. Other domains import payments only from here.
 */

export {
  /** Payment kinds settled before shipping, the only ones a gift may be paid by. */
  GIFT_PAYMENT_KINDS,
} from './gift-payment.model';
export type {
  /** The card provider chosen at start-up, opened on the caller's connection or transaction. */
  CardProvider,
  /** What checkout needs from a card provider. */
  PaymentProvider,
} from './payment-provider';
export {
  /** The provider a payment setup chooses (createApp puts it on every request). */
  createCardProvider,
  /** The provider of an app started without card payments: any call fails. */
  NO_CARD_PROVIDER,
} from './payment-provider';
export {
  /** `GET /v1/settings/payment-provider`: lets the static storefront show the テスト決済 notice. */
  paymentSettingsRoutes,
} from './payment-settings.routes';
export type {
  /** The card provider chosen at start-up; `testMode` means card payments are simulated. */
  PaymentSetup,
} from './payment-setup';
export {
  /** Refuses production mode (NODE_ENV=production) without a real card provider. */
  assertProductionPayments,
  /** The card provider to run with. */
  choosePaymentSetup,
  /** Whether the database holds the demo data `npm start` seeds into an empty database. */
  holdsDemoData,
  /** Why the server refuses to start with the configured card provider. */
  PaymentSetupError,
  /** The sandbox provider: test payments, no real charge. */
  SANDBOX_SETUP,
} from './payment-setup';
export type {
  /** What the provider said of the cart's card before the decision's transaction. */
  CardAtDecision,
} from './payments.commands';
export {
  /** Throws the Japanese reason when `paymentId` cannot pay for this cart. */
  assertPaymentUsable,
  /** The card payment of a cart, checked for the decision: authorised for exactly `total`, and captured. */
  authorisedCard,
  /** The provider did not void a placed order's card payment: the caller's transaction rolls back. */
  CardVoidError,
  /** Reads the cart's card at the provider and captures it for exactly `total` (or takes an earlier attempt's capture). */
  captureCard,
  /** Chooses how to pay. */
  setPayment,
  /** The payment a priced cart asks for when it can pay for it; else the Japanese reason (422). */
  usablePayment,
  /** Voids (refunds when captured) a placed order's card payment inside the caller's transaction. */
  voidCardPayment,
} from './payments.commands';
export {
  /** Whether an order holds the card payment `intentId`. */
  intentHeldByOrder,
} from './payments.queries';
export {
  /** Payment routes: methods, methods for a cart, the pre-decision check, service settings. */
  paymentRoutes,
} from './payments.routes';
export {
  /** Tokenises a card; errors are field names with Japanese messages. */
  createToken,
  /** A sandbox payment by id, as the sandbox itself keeps it. */
  retrieve as sandboxIntent,
} from './sandbox.commands';
export {
  /** The sandbox card provider: tokenisation from the browser and the 3-D Secure challenge page. */
  sandboxPayRoutes,
} from './sandbox-pay.routes';
