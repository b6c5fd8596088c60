/** The link-preview picture of a page: a raster URL, its size when known, and its alt text. */
export type ShareImage = { url: string; width?: number; height?: number; alt: string };

/** Size of the PNG share cards the API draws (`/media/og/*`). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

const PRODUCT_PICTURE = /^(.*)\/media\/products\/([A-Za-z0-9_-]+)\/\d+\.svg$/;
const RASTER = /\.(png|jpe?g)(\?.*)?$/i;

/**
 * og:image for a page. Most social sites ignore SVG, so a product picture becomes its PNG card,
 * a raster image is kept, and anything else falls back to the shop's own card.
 * @example shareImage('/media/products/oxford-shirt/1.svg', { channelId: 'default', title: 'シャツ', siteName: '和みや' }).url // '/media/og/products/oxford-shirt.png'
 */
export function shareImage(
  image: string | undefined,
  ctx: { channelId: string; title: string; siteName: string; apiBase?: string },
): ShareImage {
  const channel =
    ctx.channelId === 'default' ? '' : `?channel=${encodeURIComponent(ctx.channelId)}`;
  const product = image ? PRODUCT_PICTURE.exec(image) : null;
  if (product) {
    return {
      url: `${product[1]}/media/og/products/${product[2]}.png${channel}`,
      ...SHARE_CARD,
      alt: ctx.title,
    };
  }
  if (image && RASTER.test(image)) return { url: image, alt: ctx.title };
  return {
    url: `${ctx.apiBase ?? ''}/media/og/site/${encodeURIComponent(ctx.channelId)}.png`,
    ...SHARE_CARD,
    alt: ctx.siteName,
  };
}
