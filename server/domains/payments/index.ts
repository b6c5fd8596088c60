/**
 * The payments domain's public face: the card provider (sandbox or SBPayment), payment methods,
 * payment setup and the sandbox's hosted pages. Other domains import payments only from here.
 */

/** Makes the provider chosen at start-up the one checkout uses. */
/** The provider checkout uses, working inside the caller's connection or transaction. */
export { configurePaymentProvider, paymentProvider } from './payment-provider';
/** `GET /v1/settings/payment-provider`: lets the static storefront show the テスト決済 notice. */
export { paymentSettingsRoutes } from './payment-settings.routes';
/** The card provider chosen at start-up; `testMode` means card payments are simulated. */
export type { PaymentSetup } from './payment-setup';
/** Refuses production mode (NODE_ENV=production) without a real card provider. */
/** The card provider to run with. */
/** Whether the database holds the demo data `npm start` seeds into an empty database. */
/** Why the server refuses to start with the configured card provider. */
/** The sandbox provider: test payments, no real charge. */
export {
  assertProductionPayments,
  choosePaymentSetup,
  holdsDemoData,
  PaymentSetupError,
  SANDBOX_SETUP,
} from './payment-setup';
/** What the provider said of the cart's card before the decision's transaction. */
export type { CardAtDecision } from './payments.commands';
/** Throws the Japanese reason when `paymentId` cannot pay for this cart. */
/** The card payment of a cart, checked for the decision: authorised for exactly `total`, and captured. */
/** Reads the cart's card at the provider and captures it when it is authorised for exactly `total` */
/** Chooses how to pay. */
export { assertPaymentUsable, authorisedCard, captureCard, setPayment } from './payments.commands';
/** Payment routes: methods, methods for a cart, the pre-decision check, service settings. */
export { paymentRoutes } from './payments.routes';
/** Tokenises a card; errors are field names with Japanese messages. */
/** A sandbox payment by id, as the sandbox itself keeps it. */
export { createToken, retrieve as sandboxIntent } from './sandbox.commands';
/** The sandbox card provider: tokenisation from the browser and the 3-D Secure challenge page. */
export { sandboxPayRoutes } from './sandbox-pay.routes';
