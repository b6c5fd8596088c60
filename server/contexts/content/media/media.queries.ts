import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { banners, blogs, catalogs, channels } from '../../../db/schema/index';

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
