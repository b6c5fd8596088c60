/** Brands (`/v1/brands`). */
export { brandRoutes } from './brands.routes';
/** Product rows to API products, and product image URLs. */
export { toProduct } from './catalog.model';
/** Product reads: one product and the details of several; a product row. */
export { findProduct, loadProductDetails, type ProductRow } from './catalog.queries';
/** Products, categories and collections (`/v1/products`…). */
export { catalogRoutes } from './catalog.routes';
/**
 * Products as the storefront shows them, with the member's favourites marked; one page of the list
 * as it shows (`fields=list`); the channel's most popular product (a page to preview a layout on).
 */
export {
  favouriteIds,
  listItems,
  popularProductKey,
  presentProducts,
  productsByIds,
} from './catalog-view.queries';
/** What an order's or a gift's lines show of their products today. */
export { type LineProduct, lineProducts } from './line-products.queries';
/** Makers (`/v1/makers`). */
export { makerRoutes } from './makers.routes';
export { listTotal } from './product-list.queries';
/** A product's accessories: whether one is set, and the variants a cart may add with it on a channel. */
export { accessoryVariants, isAccessoryOf } from './relations.queries';
/** Keyword search: which products a keyword finds (with synonyms) and their relevance. */
export {
  boundParams,
  forgetSynonyms,
  keywordConditions,
  keywordTerms,
  labelMatchIds,
  relevanceSql,
  SEARCH_RESULT_CAP,
  termShape,
} from './search.queries';
/** Keeps the search index current: some products, all of them, or those changed behind its back. */
export {
  reindexAllProducts,
  reindexProducts,
  reindexStaleProducts,
  touchSearchRows,
} from './search-index.queries';
/** The SQL condition for the products a channel shows; the tax-included price in SQL. */
export { priceWithTaxSql, visibleIn } from './sql-fragments.queries';
/** Stock taken by an order's decision and given back by its cancellation (catalogue owns the variants). */
export { reserveStock, returnVariantStock, type StockTake } from './stock.queries';
