import type { ComponentProps } from 'react';
import { CATALOG_CORE_MESSAGES } from '../../../../contract/catalog/catalog-core.messages';
import { formatYen } from '../../../../contract/shared/money';
import { mediaUrl } from '../../../lib/shared/media';
import type SimpleCard from '../../simple/parts/ProductCard.tsx';

/** The wa tile: a framed portrait image, the name in Mincho, the price in vermilion (same props as simple's). */
export default function ProductCard({
  product,
  priority = false,
}: ComponentProps<typeof SimpleCard>) {
  return (
    <a className="wa-tile" href={`/product/${encodeURIComponent(product.key)}/`}>
      <img
        src={mediaUrl(product.image.path)}
        alt={product.image.alt || product.name}
        width={480}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <span className="wa-tile__body">
        {product.brand && <span className="wa-tile__brand">{product.brand.name}</span>}
        <span className="wa-tile__name">{product.name}</span>
        <span className="price">
          {formatYen(product.product_price_with_tax)}
          <small>{CATALOG_CORE_MESSAGES.taxIncluded}</small>
        </span>
        {!product.is_stock_available && (
          <span className="wa-tile__soldout">{CATALOG_CORE_MESSAGES.soldOut}</span>
        )}
      </span>
    </a>
  );
}
