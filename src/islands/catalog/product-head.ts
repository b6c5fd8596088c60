import type { Product } from '../../../contract/catalog/catalog.schema';
import {
  breadcrumbJsonLd,
  jsonLdGraph,
  productJsonLd,
  productTrail,
} from '../../lib/catalog/catalog-seo';
import { productHeadMeta } from '../../lib/catalog/product-data';
import { shareImage } from '../../lib/seo/share-image';
import { env } from '../../lib/shared/env';
import { mediaUrl } from '../../lib/shared/media';

function setMeta(selector: string, value: string): void {
  document.querySelector(selector)?.setAttribute('content', value);
}

/**
 * What the built product page says in its head, said from the browser by the catch-all page:
 * title, description, share image and Product/BreadcrumbList JSON-LD.
 */
export function announceProduct(product: Product): void {
  const siteName = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
  const { title, description } = productHeadMeta(product, siteName ?? '');
  const pageUrl = new URL(`/product/${encodeURIComponent(product.key)}/`, window.location.href);
  const picture = mediaUrl(product.image.path);
  const share = shareImage(picture, {
    channelId: env.PUBLIC_CHANNEL_ID,
    title: product.name,
    siteName: siteName ?? '',
  });
  document.title = title;
  setMeta('meta[name="description"]', description);
  setMeta('meta[property="og:title"]', title);
  setMeta('meta[property="og:description"]', description);
  setMeta('meta[property="og:image"]', new URL(share.url, window.location.href).toString());
  setMeta('meta[property="og:image:alt"]', share.alt);
  // A data block, not a script: the page's CSP does not apply to it.
  const ld = document.createElement('script');
  ld.type = 'application/ld+json';
  ld.textContent = JSON.stringify(
    jsonLdGraph(
      productJsonLd(product, pageUrl.toString(), new URL(picture, window.location.href).toString()),
      breadcrumbJsonLd(productTrail(product, pageUrl.origin)),
    ),
  ).replace(/</g, '\\u003c');
  document.head.append(ld);
}
