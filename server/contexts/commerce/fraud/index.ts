/**
 * The fraud domain's public face: the provider's fraud verdicts and clearing a failed card
 * payment. Other domains import fraud only from here.
 */

export {
  /** Records a fraud verdict once per notification; answers the order an `ng` cancels. */
  recordFraudVerdict,
} from './fraud.commands';
export {
  /** The label an order cancelled by an `ng` verdict gets as its cancel reason. */
  FRAUD_LABELS,
} from './fraud.model';
export {
  /** Clearing a failed card transaction; and the fraud callback's signed body, read and checked. */
  fraudRoutes,
  signedFraudNotification,
} from './fraud.routes';
