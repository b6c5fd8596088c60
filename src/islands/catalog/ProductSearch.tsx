import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../../contract/catalog/catalog.schema';
import { PUNCTUATION as P } from '../../../contract/shared/common.messages';
import { selectProduct, viewProductList } from '../../lib/catalog/browse.store';
import type { Paging } from '../../lib/catalog/catalog.store';
import {
  isUnfiltered,
  type ListFilters,
  parseListQuery,
  toListSearch,
  withFilters,
} from '../../lib/catalog/catalog-query';
import { CATALOG_SEARCH_MESSAGES as M } from '../../lib/catalog/catalog-search.messages';
import { resultTotalLabel } from '../../lib/catalog/result-total.model';
import { $facets, loadFacets, searchProducts } from '../../lib/catalog/search.store';
import { recordSearch } from '../../lib/history/history.store';
import { checkSession } from '../../lib/session/session.store';
import Button from '../shared/Button';
import Pagination from '../shared/Pagination';
import ProductGrid from '../shared/ProductGrid';
import { useHydratedStore } from '../shared/useHydratedStore';
import SearchFilters from './SearchFilters';
import TileAddToList from './TileAddToList';
import { useSessionAfterMount } from './useSessionAfterMount';

// Only a keyword that finds nothing needs it: the list's first load does not carry it.
const NoResults = lazy(() => import('./NoResults'));

type Props = { products: ProductSummary[]; paging: Paging; basePath: string };
type Result = { products: ProductSummary[]; paging: Paging; failed?: boolean };

/** The product list with filters in the URL: the unfiltered first page is pre-rendered. */
export default function ProductSearch({ products, paging, basePath }: Props) {
  const [first] = useState<Result>({ products, paging });
  const [filters, setFilters] = useState<ListFilters>({ sort: 'new', page: 1 });
  const [result, setResult] = useState<Result>(first);
  const shown = useRef(result.products);
  shown.current = result.products;
  const [loading, setLoading] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const facets = useHydratedStore($facets);
  const session = useSessionAfterMount();

  const run = useCallback(
    async (next: ListFilters, impossible = false) => {
      setFilters(next);
      if (isUnfiltered(next) && next.page === 1 && !impossible) return setResult(first);
      setLoading(true);
      const found = await searchProducts(next, impossible);
      if (found === undefined) return; // a newer search replaced this one
      setLoading(false);
      setResult(found ?? { ...first, products: [], failed: true });
    },
    [first],
  );
  useEffect(() => {
    void checkSession();
  }, []);
  useEffect(() => {
    const results = document.getElementById('product-results');
    const onClick = (event: Event) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="/product/"]');
      const key = link?.pathname.split('/')[2];
      if (key) selectProduct(shown.current, decodeURIComponent(key));
    };
    results?.addEventListener('click', onClick);
    return () => results?.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const fromUrl = (initial: boolean) => {
      const { filters: next, impossible } = parseListQuery(window.location.search);
      // The pre-rendered first page already matches: re-rendering it would only cost main-thread time.
      if (initial && isUnfiltered(next) && next.page === 1 && !impossible) {
        viewProductList(shown.current);
        return;
      }
      if (!isUnfiltered(next)) void loadFacets();
      setFormKey((k) => k + 1);
      void run(next, impossible);
    };
    const onPop = () => fromUrl(false);
    fromUrl(true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [run]);

  function go(next: ListFilters) {
    window.history.pushState(null, '', `${basePath}${toListSearch(next)}`);
    void run(next);
  }
  function change(part: Partial<ListFilters>, word?: string) {
    if (word !== undefined) void recordSearch(word);
    go(withFilters(filters, part));
  }
  function pageClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a[href]');
    const page = link && new URL((link as HTMLAnchorElement).href).searchParams.get('page');
    if (!link) return;
    event.preventDefault();
    go({ ...filters, page: Number(page ?? 1) });
    document.getElementById('product-results')?.focus();
  }

  const named = (key: string | undefined, list: { key: string; name: string }[] | undefined) =>
    key ? (list?.find((x) => x.key === key)?.name ?? key) : null;
  const chosen = [
    { label: M.brand, value: named(filters.brand, facets?.brands), clear: { brand: undefined } },
    { label: M.maker, value: named(filters.maker, facets?.makers), clear: { maker: undefined } },
  ].filter((c): c is typeof c & { value: string } => Boolean(c.value));
  const hrefFor = (page: number) => `${basePath}${toListSearch({ ...filters, page })}`;

  return (
    <div className="product-search">
      <SearchFilters
        key={formKey}
        filters={filters}
        facets={facets}
        total={loading ? null : result.paging}
        onChange={change}
        onOpenFacets={() => void loadFacets()}
      />
      {chosen.length > 0 && (
        <ul className="chip-list" aria-label={M.chosen}>
          {chosen.map((c) => (
            <li key={c.label}>
              <Button
                type="button"
                className="chip"
                aria-label={M.removeFilter(`${c.label}${P.quote(c.value)}`)}
                onClick={() => change(c.clear)}
              >
                {c.label}
                {P.colon}
                {c.value} ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div id="product-results" tabIndex={-1} aria-busy={loading} aria-live="polite">
        <p>{resultTotalLabel(result.paging)}</p>
        {result.failed && (
          <p className="message message--error" role="alert">
            {M.listFailed}
          </p>
        )}
        {!result.failed && result.products.length === 0 && !loading && filters.keyword && (
          <Suspense fallback={<p>{M.noResults}</p>}>
            <NoResults
              keyword={filters.keyword}
              hrefFor={(keyword) => `${basePath}${toListSearch(withFilters(filters, { keyword }))}`}
              allHref={basePath}
            />
          </Suspense>
        )}
        {!result.failed && result.products.length === 0 && !filters.keyword && <p>{M.noResults}</p>}
        <ProductGrid
          products={result.products}
          label={M.products}
          eager={4}
          actions={session.isLogin ? (p) => <TileAddToList product={p} /> : undefined}
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the page links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links themselves are keyboard operable */}
      <div onClick={pageClick}>
        <Pagination
          current={result.paging.current}
          last={result.paging.last}
          basePath={basePath}
          hrefFor={hrefFor}
        />
      </div>
    </div>
  );
}
