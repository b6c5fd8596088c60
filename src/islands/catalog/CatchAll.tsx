import { lazy, Suspense, useEffect, useState } from 'react';
import { productKeyFromPath } from '../../../contract/catalog/catalog.model';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_MESSAGES } from '../../lib/catalog/catalog.messages';
import { loadLiveProduct } from '../../lib/catalog/catalog.store';
import StatusView from '../shared/StatusView';

// Loaded only when the path is a product: every other unknown path stays a light 404 page.
const ProductDetail = lazy(() => import('./ProductDetail'));

type View =
  | { kind: 'checking' }
  | { kind: 'product'; product: Product }
  | { kind: 'not_found' }
  | { kind: 'error' };

// The page keeps one h1 in every state (the 404's, the product's, this one's): a screen reader
// arriving while the product loads still finds the page's heading.
const checking = (
  <div className="container page" aria-busy="true">
    <h1 className="visually-hidden">{CATALOG_MESSAGES.loadingProduct}</h1>
    <p>{CATALOG_MESSAGES.loading}</p>
  </div>
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
