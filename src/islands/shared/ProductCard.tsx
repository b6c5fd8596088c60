import type { ProductSummary } from '../../../contract/catalog/catalog.schema';
import { CATALOG_CORE_MESSAGES } from '../../../contract/catalog/catalog-core.messages';
import { formatYen } from '../../../contract/shared/money';
import { mediaUrl } from '../../lib/shared/media';

/** A product tile linking to its page; `priority` loads its image at once (the LCP candidate). */
export default function ProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
  return (
    <a className="product-card" href={`/product/${encodeURIComponent(product.key)}/`}>
      <img
        src={mediaUrl(product.image.path)}
        alt={product.image.alt || product.name}
        width={480}
        height={480}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <span className="product-card__body">
        {product.brand && <span className="product-card__brand">{product.brand.name}</span>}
        <span className="product-card__name">{product.name}</span>
        <span className="price">
          {formatYen(product.product_price_with_tax)}
          <small>{CATALOG_CORE_MESSAGES.taxIncluded}</small>
        </span>
        {!product.is_stock_available && (
          <span className="product-card__soldout">{CATALOG_CORE_MESSAGES.soldOut}</span>
        )}
      </span>
    </a>
  );
}
