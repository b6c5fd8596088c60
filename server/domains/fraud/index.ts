/**
 * The fraud domain's public face: the provider's fraud verdicts and clearing a failed card
 * payment. Other domains import fraud only from here.
 */

export {
  /** The card provider's fraud-detection callback and clearing a failed card transaction. */
  fraudRoutes,
} from './fraud.routes';
