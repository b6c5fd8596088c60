/** Product pictures (uploaded, resized, stored in the database), size tables and related products. */

/** What the renderer needs to draw a product's n-th picture (the share card draws the first). */
export { findProductPicture } from './picture-files.queries';
/** `/media/products/*` and `/media/images/*`: the products' drawn and uploaded pictures. */
export { pictureFileRoutes } from './picture-files.routes';
/** An uploaded picture checked, resized and stored; answers its `/media/images/…` path (content pictures). */
export { storePicture } from './product-media.commands';
/** `POST /v1/admin/products/{key}/images`, mounted before /v1's 100 KB body limit. */
/** The picture upload's path under /v1 and its body limit (10 MB and the envelope). */
/** The pictures' order, alt text and removal, the size table and the related products. */
export {
  IMAGE_BODY_LIMIT,
  IMAGE_UPLOAD_PATH,
  productImageUploadRoutes,
  productMediaRoutes,
} from './product-media.routes';
