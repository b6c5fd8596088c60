import { useEffect, useState } from 'react';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { loadLinked } from '../../lib/catalog/catalog.store';
import { applyFavourites } from '../../lib/catalog/favourite-flags.model';
import { $favourites } from '../../lib/catalog/favourite-flags.store';
import ProductGrid from '../shared/ProductGrid';
import { useHydratedStore } from '../shared/useHydratedStore';

type Props = { productKey: string; kind: 'recommend' | 'related' | 'accessories'; title: string };

/** Accessories, related or recommended products, loaded when the section scrolls into view. */
export default function LinkedProducts({ productKey, kind, title }: Props) {
  const [products, setProducts] = useState<Product[] | null>(null);
  const flags = useHydratedStore($favourites);
  useEffect(() => {
    loadLinked(productKey, kind).then(setProducts);
  }, [productKey, kind]);
  // An element is always rendered: a client:visible island hydrates when its children are seen.
  if (!products || products.length === 0) return <div className="island-anchor" />;
  const id = `linked-${kind}`;
  return (
    <section className="product-detail__body" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <ProductGrid products={applyFavourites(products, flags)} label={title} />
    </section>
  );
}
