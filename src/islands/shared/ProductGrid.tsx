import type { Product } from '../../lib/catalog/catalog.schema';
import ProductCard from './ProductCard';

/** A responsive grid of product tiles. */
export default function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
