/**
 * The commerce context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `campaigns`: Landing pages, taking their coupons and the held ones (`/v1/me/coupons`), catalogue requests. */
export {
  landingPageAnswer,
  pageCouponCodes,
  pageCoupons,
  setPageCoupons,
  unknownCouponCodes,
} from './campaigns/index';
/** `cart`: Cart lines and totals, accessories and packings, the cart view. */
export {
  type CarriageRule,
  type CartRow,
  cartOpensFor,
  documentTotals,
  findCart,
  orderTotals,
} from './cart/index';
/** `orders`: An order as other records name it (an inquiry's order): one by id, a member's latest. */
export { type OrderRef, orderRef, recentOrderRefs } from './orders/index';
