import ProductCard from '@theme/parts/ProductCard.tsx';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../contract/catalog/catalog.schema';
import TileHeart from '../favourites/TileHeart';

/**
 * A responsive grid of product tiles, each with its favourite heart; the first `eager` images load
 * at once (above the fold).
 * `actions` renders controls beside a tile (never inside its link), whatever the theme's card.
 */
export default function ProductGrid({
  products,
  label,
  eager = 0,
  actions,
}: {
  products: ProductSummary[];
  label: string;
  eager?: number;
  actions?: (product: ProductSummary) => ReactNode;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id} className={actions ? 'product-grid__item' : undefined}>
          <ProductCard product={product} priority={i < eager} />
          <TileHeart product={product} />
          {actions && <div className="product-grid__actions">{actions(product)}</div>}
        </li>
      ))}
    </ul>
  );
}
