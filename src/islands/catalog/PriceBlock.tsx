import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_CORE_MESSAGES } from '../../../contract/catalog/catalog-core.messages';
import { formatYen } from '../../../contract/shared/money';

/** Current price 税込, with the former price struck through when discounted. */
export default function PriceBlock({ product }: { product: Product }) {
  const before = product.before_price ? product.before_price_with_tax : null;
  return (
    <p className="purchase__price">
      <span className="visually-hidden">{CATALOG_CORE_MESSAGES.priceNow}</span>
      {before !== null && before > product.product_price_with_tax && (
        <span className="price price--before">{formatYen(before)}</span>
      )}
      <span className="price">
        {formatYen(product.product_price_with_tax)}
        <small>{CATALOG_CORE_MESSAGES.taxIncluded}</small>
      </span>
    </p>
  );
}
