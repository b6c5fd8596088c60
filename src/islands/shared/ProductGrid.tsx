import ProductCard from '@theme/parts/ProductCard.tsx';
import type { ProductSummary } from '../../lib/catalog/catalog.schema';

/** A responsive grid of product tiles; the first `eager` images load at once (above the fold). */
export default function ProductGrid({
  products,
  label,
  eager = 0,
}: {
  products: ProductSummary[];
  label: string;
  eager?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
