import { lazy, Suspense } from 'react';
import type { ProductSummary } from '../../../contract/catalog/catalog.schema';

// Members only: the menu and the lists store load once the session says so, as on the product page.
const AddToList = lazy(() => import('../favourites/AddToList'));

/** 「リストに追加」 beside a product-list tile; render it for members only. */
export default function TileAddToList({ product }: { product: ProductSummary }) {
  return (
    <Suspense fallback={null}>
      <AddToList product={product} />
    </Suspense>
  );
}
