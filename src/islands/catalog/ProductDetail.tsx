import { useEffect } from 'react';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_MESSAGES as M } from '../../lib/catalog/catalog.messages';
import { productDataRows } from '../../lib/catalog/product-data';
import { recordView } from '../../lib/history/history.store';
import AddToCart from './AddToCart';
import AgeGate from './AgeGate';
import FavouriteButton from './FavouriteButton';
import Gallery from './Gallery';
import LinkedProducts from './LinkedProducts';
import ProductRequestForm from './ProductRequestForm';
import { announceProduct } from './product-head';
import Questions from './Questions';
import RecentlyViewed from './RecentlyViewed';
import Reviews from './Reviews';
import './product-detail.css';

const listLink = (key: string) => `/product/?category=${encodeURIComponent(key)}`;

function SizeTable({ table }: { table: string[][] }) {
  const [header, ...rows] = table;
  if (!header) return null;
  return (
    <section className="product-detail__body" aria-labelledby="size-title">
      <h2 className="section-title" id="size-title">
        {M.sizeTable}
      </h2>
      <div className="table-scroll">
        <table className="size-table">
          <thead>
            <tr>
              {header.map((cell) => (
                <th scope="col" key={cell}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th scope="row" key={`h${cell}`}>
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have no identity.
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * A product page rendered in the browser, for products added after the last build: the same
 * sections as the built page, from the same islands, with the product fetched live.
 */
export default function ProductDetail({
  product,
  selling = true,
}: {
  product: Product;
  selling?: boolean;
}) {
  useEffect(() => {
    announceProduct(product);
    void recordView(product.id);
  }, [product]);
  return (
    <article className="container page">
      <nav aria-label={M.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <a href="/">{M.top}</a>
          </li>
          <li>
            <a href="/product/">{M.products}</a>
          </li>
          {product.categories.map((c) => (
            <li key={c.key}>
              <a href={listLink(c.key)}>{c.name}</a>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-detail">
        <Gallery
          images={product.images.length ? product.images : [product.image]}
          name={product.name}
        />
        <section className="product-detail__overview" aria-label={M.overview}>
          {product.brand && <p className="product-detail__meta">{product.brand.name}</p>}
          <h1>{product.name}</h1>
          <p>{product.summary}</p>
          {product.tags.length > 0 && (
            <ul className="chip-list" aria-label={M.tag}>
              {product.tags.map((t) => (
                <li key={t}>
                  <a className="chip" href={`/product/?tag=${encodeURIComponent(t)}`}>
                    {t}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <AddToCart product={product} live={false} selling={selling} />
          <FavouriteButton product={product} />
        </section>
      </div>
      <section className="product-detail__body" aria-labelledby="data-title">
        <h2 className="section-title" id="data-title">
          {M.data}
        </h2>
        <dl className="data-list">
          {productDataRows(product).map(([k, val]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{val}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="product-detail__body" aria-labelledby="detail-title">
        <h2 className="section-title" id="detail-title">
          {M.detail}
        </h2>
        {/* The API sanitises product detail with its allowlist, as for the built page. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server. */}
        <div className="rich" dangerouslySetInnerHTML={{ __html: product.detail }} />
      </section>
      {product.size_table && <SizeTable table={product.size_table} />}
      {!product.is_stock_available && <ProductRequestForm productId={product.id} />}
      <Reviews productId={product.id} productKey={product.key} />
      <Questions productId={product.id} productKey={product.key} />
      <LinkedProducts productKey={product.key} kind="accessories" title={M.accessories} />
      <LinkedProducts productKey={product.key} kind="related" title={M.related} />
      <LinkedProducts productKey={product.key} kind="recommend" title={M.recommended} />
      <RecentlyViewed exceptId={product.id} />
      {product.is_age_restricted && <AgeGate />}
    </article>
  );
}
