import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  banners,
  blogs,
  catalogs,
  channels,
  productImageFiles,
  productImages,
  products,
} from '../../../db/schema/index';

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
  const path = `/media/products/${key}/${n}.svg`;
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

/** A banner's title and colour, if it exists. */
export async function findBanner(db: Db, id: number) {
  const [row] = await db
    .select({ title: banners.title, hue: banners.hue })
    .from(banners)
    .where(eq(banners.id, id))
    .limit(1);
  return row;
}

/** A blog article (for its header picture), if it exists. */
export async function findBlogPicture(db: Db, key: string) {
  const [row] = await db.select().from(blogs).where(eq(blogs.key, key)).limit(1);
  return row;
}

/** A digital catalogue with its pages, if it exists. */
export async function findCatalog(db: Db, key: string) {
  const [row] = await db.select().from(catalogs).where(eq(catalogs.key, key)).limit(1);
  return row;
}

/** A channel's site name and description (for its share image), if the channel exists. */
export async function findSiteCard(db: Db, channelId: string) {
  const [row] = await db
    .select({ name: channels.siteName, description: channels.description })
    .from(channels)
    .where(eq(channels.id, channelId))
    .limit(1);
  return row;
}
