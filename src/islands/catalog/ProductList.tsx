import { useEffect, useState } from 'react';
import { CATALOG_MESSAGES } from '../../lib/catalog/catalog.messages';
import type { Product } from '../../lib/catalog/catalog.schema';
import { loadProductPage } from '../../lib/catalog/catalog.store';
import type { Paging } from '../../lib/shared/http/http.types';
import Pagination from '../shared/Pagination';
import ProductGrid from '../shared/ProductGrid';

type Props = { products: Product[]; paging: Paging; basePath: string };

/** The product list: page 1 is pre-rendered; `?page=N` loads that page from the API. */
export default function ProductList({ products: first, paging: firstPaging, basePath }: Props) {
  const [state, setState] = useState({ products: first, paging: firstPaging, loading: false });

  useEffect(() => {
    const page = Number(new URLSearchParams(window.location.search).get('page') ?? '1');
    if (!Number.isInteger(page) || page <= 1) return;
    setState((s) => ({ ...s, loading: true }));
    loadProductPage(page, firstPaging.per).then((result) => {
      if (!result) return setState((s) => ({ ...s, loading: false }));
      const paging = result.paging ?? { ...firstPaging, current: page };
      setState({ products: result.products, paging, loading: false });
      document.title = document.title.replace(/^[^|]*/, `${CATALOG_MESSAGES.pageTitle(page)} `);
    });
  }, [firstPaging]);

  return (
    <div aria-busy={state.loading}>
      <p>{CATALOG_MESSAGES.total(state.paging.total)}</p>
      <ProductGrid products={state.products} label={CATALOG_MESSAGES.products} />
      <Pagination current={state.paging.current} last={state.paging.last} basePath={basePath} />
    </div>
  );
}
