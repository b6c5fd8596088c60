import { eq } from 'drizzle-orm';
import { productImageUrl } from '../../../../contract/catalog/product-pictures';
import type { Db } from '../../../db/client';
import { productImageFiles, productImages, products } from '../../../db/schema/index';

/** What the renderer needs to draw a product's n-th (1-based) picture, if that picture exists. */
export async function findProductPicture(db: Db, key: string, n: number) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      hue: products.imageHue,
      motif: products.imageMotif,
    })
    .from(products)
    .where(eq(products.key, key))
    .limit(1);
  if (!product) return undefined;
  // A drawn picture exists while a picture row names it (rows move and go in the back office);
  // a product without any picture row still has its first.
  const path = productImageUrl(key, n);
  const images = await db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, product.id));
  const exists = images.length ? images.some((i) => i.path === path) : n === 1;
  return exists ? product : undefined;
}

/** A stored rendition of an uploaded product picture, by its content-addressed name. */
export async function findImageFile(db: Db, name: string) {
  const [row] = await db
    .select({ mime: productImageFiles.mime, content: productImageFiles.content })
    .from(productImageFiles)
    .where(eq(productImageFiles.name, name))
    .limit(1);
  return row;
}
