/** Catalogue pages and requests (`/v1/catalog`, `/v1/catalog-orders`). */
export { catalogOrderRoutes } from './catalog-orders.routes';
/** A landing page as `GET /v1/lp/{slug}` answers it, and the coupons it offers (draft previews show one). */
export { landingPageAnswer, pageCoupons } from './lp.queries';
/** Landing pages and their coupons (`/v1/lp`, `/v1/me/coupons`). */
export { lpRoutes } from './lp.routes';
/** The coupons a landing page offers, as the back office edits them: codes per page, unknown codes, the new list. */
export { pageCouponCodes, setPageCoupons, unknownCouponCodes } from './lp-coupons.queries';
