import { useEffect, useState } from 'react';
import { productKeyFromPath } from '../../lib/catalog/catalog.logic';
import { CATALOG_MESSAGES } from '../../lib/catalog/catalog.messages';
import type { Product } from '../../lib/catalog/catalog.schema';
import { loadLiveProduct } from '../../lib/catalog/catalog.store';
import StatusView from '../shared/StatusView';
import ProductDetail from './ProductDetail';

type View =
  | { kind: 'checking' }
  | { kind: 'product'; product: Product }
  | { kind: 'not_found' }
  | { kind: 'error' };

/** Any unbuilt path: a product page not built yet is fetched and shown, anything else is 404. */
export default function CatchAll() {
  const [view, setView] = useState<View>({ kind: 'not_found' });

  useEffect(() => {
    const key = productKeyFromPath(window.location.pathname);
    if (!key) return;
    setView({ kind: 'checking' });
    loadLiveProduct(key).then((result) => {
      if (result.status === 'found') {
        document.title = document.title.replace(/^[^|]*/, `${result.product.name} `);
        setView({ kind: 'product', product: result.product });
      } else {
        setView({ kind: result.status === 'not_found' ? 'not_found' : 'error' });
      }
    });
  }, []);

  if (view.kind === 'checking') {
    return (
      <p className="container page" aria-busy="true">
        {CATALOG_MESSAGES.loading}
      </p>
    );
  }
  if (view.kind === 'product') return <ProductDetail product={view.product} />;
  return <StatusView kind={view.kind} />;
}
