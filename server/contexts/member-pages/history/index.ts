/** Browsing, search and request history (`/v1/me/product-histories`…). */
export { historyRoutes } from './history.routes';
