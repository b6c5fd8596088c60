/**
 * The catalogue context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `catalog`: Products, categories, brands, makers, collections; stock taken by an order and given back. */
export { brandRoutes, catalogRoutes, makerRoutes } from './catalog/index';
/** `favourites`: Favourites, lists (お気に入りリスト) and bookmarks. */
export { bookmarkRoutes, likeRoutes, userListRoutes } from './favourites/index';
/** `product-csv`: The product CSV (商品CSV): streamed export, import validated row by row in one transaction. */
export { productCsvExportRoutes, productCsvImportRoutes } from './product-csv/index';
/** `product-media`: Product pictures editors upload (checked, resized, stored in the database) and served (`/media/products/*`, `/media/images/*`), size tables, related products. */
export {
  IMAGE_BODY_LIMIT,
  IMAGE_UPLOAD_PATH,
  pictureFileRoutes,
  productImageUploadRoutes,
  productMediaRoutes,
} from './product-media/index';
/** `products-admin`: Editors' product changes: the list, versioned saves, create, duplicate, delete, variants and stock. */
export {
  adminProductRoutes,
  backOfficeProductRoutes,
  bookProductBoundaries,
  PRODUCT_WINDOW_JOB,
  productCatalogueRoutes,
  productWindowJob,
} from './products-admin/index';
/** `publishing`: What goes live when: a saved change's publish status per channel (server-sent events), scheduled changes (予約), a product as a draft or a scheduled change would leave it (for previews). */
export {
  applyScheduledChange,
  productScheduleRoutes,
  publishEventRoutes,
  SCHEDULE_JOB,
} from './publishing/index';
/** `reviews`: Reviews, Q&A, product requests. */
export { productRequestRoutes, reviewRoutes } from './reviews/index';
/** `search`: Search suggestions, no-results help, the shop's search synonyms (the index and matching live in `catalog`). */
export { adminSynonymRoutes, searchRoutes } from './search/index';
/** `taxonomy`: Categories (a tree), brands and makers as editors manage them: create, rename, move, order, delete when unused. */
export {
  bookPageBoundaries,
  TAXONOMY_WINDOW_JOB,
  taxonomyRoutes,
  taxonomyWindowJob,
} from './taxonomy/index';
