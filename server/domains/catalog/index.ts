/** Brands (`/v1/brands`). */
export { brandRoutes } from './brands.routes';
/** Product rows to API products, and product image URLs. */
export { productImageUrl, toProduct } from './catalog.model';
/** Product reads: one product and the details of several. */
export { findProduct, loadProductDetails } from './catalog.queries';
/** Products, categories and collections (`/v1/products`…). */
export { catalogRoutes } from './catalog.routes';
/** Products as the storefront shows them, with the member's favourites marked. */
export { favouriteIds, productsByIds } from './catalog-view.queries';
/** Makers (`/v1/makers`). */
export { makerRoutes } from './makers.routes';
/** Product requests (`/v1/product-requests`, request history). */
export { productRequestRoutes } from './product-requests.routes';
/** Editors' product changes (`/v1/admin/products/{key}`). */
export { adminProductRoutes } from './products-admin.routes';
/** A product by id, as reviews and history show it. */
export { findProductById } from './review-product.queries';
/** Reviews and questions (`/v1/products/{key}/reviews`…). */
export { reviewRoutes } from './reviews.routes';
/** The SQL condition for the products a channel shows. */
export { visibleIn } from './sql-fragments.queries';
