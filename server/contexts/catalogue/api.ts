/**
 * The catalogue context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `catalog`: Products, categories, brands, makers, collections; stock taken by an order and given back. */
export {
  accessoryVariants,
  findProduct,
  isAccessoryOf,
  type LineProduct,
  lineProducts,
  popularProductKey,
  productsByIds,
  reindexStaleProducts,
  reserveStock,
  returnVariantStock,
} from './catalog/index';
/** `product-media`: Product pictures editors upload (checked, resized, stored in the database) and served (`/media/products/*`, `/media/images/*`), size tables, related products. */
export { findProductPicture, storePicture } from './product-media/index';
/** `publishing`: What goes live when: a saved change's publish status per channel (server-sent events), scheduled changes (予約), a product as a draft or a scheduled change would leave it (for previews). */
export { productAsDrafted, productAsSaved } from './publishing/index';
/** `taxonomy`: Categories (a tree), brands and makers as editors manage them: create, rename, move, order, delete when unused. */
export { type InquiryCategory, inquiryCategories } from './taxonomy/index';
