import { CATALOG_MESSAGES } from '../../lib/catalog/catalog.messages';
import type { Product } from '../../lib/catalog/catalog.schema';
import { mediaUrl } from '../../lib/shared/media';
import AddToCart from './AddToCart';

/** Product detail rendered in the browser (for products added after the last build). */
export default function ProductDetail({ product }: { product: Product }) {
  return (
    <article className="container page">
      <div className="product-detail">
        <div className="product-detail__image">
          <img
            src={mediaUrl(product.image.path)}
            alt={product.image.alt || product.name}
            width={800}
            height={800}
          />
        </div>
        <div>
          {product.brand && <p className="product-detail__meta">{product.brand.name}</p>}
          <h1>{product.name}</h1>
          <p>{product.summary}</p>
          <AddToCart product={product} live={false} />
          <p className="product-detail__meta">
            {CATALOG_MESSAGES.code}：{product.code}
          </p>
        </div>
      </div>
    </article>
  );
}
