/** Brands (`/v1/brands`). */
export { brandRoutes } from './brands.routes';
/** Product rows to API products, and product image URLs. */
export { productImageUrl, toProduct } from './catalog.model';
/** Product reads: one product and the details of several; a product row. */
export { findProduct, loadProductDetails, type ProductRow } from './catalog.queries';
/** Products, categories and collections (`/v1/products`…). */
export { catalogRoutes } from './catalog.routes';
/** Products as the storefront shows them, with the member's favourites marked. */
export { favouriteIds, presentProducts, productsByIds } from './catalog-view.queries';
/** Makers (`/v1/makers`). */
export { makerRoutes } from './makers.routes';
/** A product by id, as reviews and history show it. */
export { findProductById } from './review-product.queries';
/** Keeps the search index current: some products, all of them, or those changed behind its back. */
export {
  reindexAllProducts,
  reindexProducts,
  reindexStaleProducts,
} from './search-index.queries';
/** The SQL condition for the products a channel shows. */
export { visibleIn } from './sql-fragments.queries';
