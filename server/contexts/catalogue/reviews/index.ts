/** Product requests (`/v1/product-requests`, request history). */
export { productRequestRoutes } from './product-requests.routes';
/** Reviews and questions (`/v1/products/{key}/reviews`…). */
export { reviewRoutes } from './reviews.routes';
