/** Catalogue pages and requests (`/v1/catalog`, `/v1/catalog-orders`). */
export { catalogOrderRoutes } from './catalog-orders.routes';
/** Landing pages and their coupons (`/v1/lp`, `/v1/me/coupons`). */
export { lpRoutes } from './lp.routes';
