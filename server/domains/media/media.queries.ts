import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, productImages, products } from '../../db/schema/index';

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
  const images = await db
    .select({ position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, product.id));
  const exists = images.length ? images.some((i) => i.position === n) : n === 1;
  return exists ? product : undefined;
}

/** A banner's title and colour, if it exists. */
export async function findBanner(db: Db, id: number) {
  const [row] = await db
    .select({ title: banners.title, hue: banners.hue })
    .from(banners)
    .where(eq(banners.id, id))
    .limit(1);
  return row;
}
