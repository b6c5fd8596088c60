import { lazy, Suspense, useEffect, useState } from 'react';
import { productKeyFromPath } from '../../lib/catalog/catalog.logic';
import { CATALOG_MESSAGES } from '../../lib/catalog/catalog.messages';
import type { Product } from '../../lib/catalog/catalog.schema';
import { loadLiveProduct } from '../../lib/catalog/catalog.store';
import { productHeadMeta } from '../../lib/catalog/product-data';
import StatusView from '../shared/StatusView';

// Loaded only when the path is a product: every other unknown path stays a light 404 page.
const ProductDetail = lazy(() => import('./ProductDetail'));

type View =
  | { kind: 'checking' }
  | { kind: 'product'; product: Product }
  | { kind: 'not_found' }
  | { kind: 'error' };

/** Title, description and social title of the page, as the built product page has them. */
function announce(product: Product): void {
  const siteName =
    document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';
  const { title, description } = productHeadMeta(product, siteName);
  document.title = title;
  for (const [selector, value] of [
    ['meta[name="description"]', description],
    ['meta[property="og:title"]', title],
    ['meta[property="og:description"]', description],
  ] as const) {
    document.querySelector(selector)?.setAttribute('content', value);
  }
}

const checking = (
  <p className="container page" aria-busy="true">
    {CATALOG_MESSAGES.loading}
  </p>
);

/** Any unbuilt path: a product page not built yet is fetched and shown, anything else is 404. */
export default function CatchAll({ selling = true }: { selling?: boolean }) {
  const [view, setView] = useState<View>({ kind: 'not_found' });

  useEffect(() => {
    const key = productKeyFromPath(window.location.pathname);
    if (!key) return;
    setView({ kind: 'checking' });
    loadLiveProduct(key).then((result) => {
      if (result.status === 'found') {
        announce(result.product);
        setView({ kind: 'product', product: result.product });
      } else {
        setView({ kind: result.status === 'not_found' ? 'not_found' : 'error' });
      }
    });
  }, []);

  if (view.kind === 'checking') return checking;
  if (view.kind === 'product') {
    return (
      <Suspense fallback={checking}>
        <ProductDetail product={view.product} selling={selling} />
      </Suspense>
    );
  }
  return <StatusView kind={view.kind} />;
}
