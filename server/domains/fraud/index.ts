/**
 * The fraud domain's public face: the provider's fraud verdicts and clearing a failed card
 * payment. Other domains import fraud only from here.
 */

/** The card provider's fraud-detection callback and clearing a failed card transaction. */
export { fraudRoutes } from './fraud.routes';
