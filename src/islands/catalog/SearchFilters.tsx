import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { Paging } from '../../lib/catalog/catalog.store';
import type { ListFilters } from '../../lib/catalog/catalog-query';
import { CATALOG_SEARCH_MESSAGES as M } from '../../lib/catalog/catalog-search.messages';
import type { Facets } from '../../lib/catalog/search.store';
import Button from '../shared/Button';
import FilterFields from './FilterFields';
import FilterSheet from './FilterSheet';
import SearchDialog from './SearchDialog';

type Props = {
  filters: ListFilters;
  facets: Facets | null;
  /** How many products the current filters find, or null while a search runs. */
  /** How many the current filters find; null while counting. */
  total: Pick<Paging, 'total' | 'capped'> | null;
  onChange(change: Partial<ListFilters>, word?: string): void;
  onOpenFacets(): void;
};

const num = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);
/** How long the sheet waits after a typed price before counting again. */
const PRICE_COUNT_DELAY_MS = 600;

/**
 * The list's search form: keyword multi-search, category, tag, brand, price range, sort, and the
 * modals. On phones the keyword and 「絞り込み」 stay on top and the filters open in a bottom sheet
 * that counts the results as they change; desktop shows them all in the form.
 */
export default function SearchFilters({ filters, facets, total, onChange, onOpenFacets }: Props) {
  const id = useId();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [price, setPrice] = useState({
    min: filters.price_min?.toString() ?? '',
    max: filters.price_max?.toString() ?? '',
  });
  const [dialog, setDialog] = useState<'brand' | 'category' | null>(null);
  const [sheet, setSheet] = useState(false);

  // In the sheet a typed price counts the results too, once the shopper pauses.
  useEffect(() => {
    if (!sheet) return;
    const [min, max] = [num(price.min), num(price.max)];
    if (min === filters.price_min && max === filters.price_max) return;
    const timer = setTimeout(
      () => onChange({ price_min: min, price_max: max }),
      PRICE_COUNT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [sheet, price, filters.price_min, filters.price_max, onChange]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSheet(false);
    onChange(
      {
        keyword: keyword.trim() || undefined,
        price_min: num(price.min),
        price_max: num(price.max),
      },
      keyword,
    );
  }
  function open(kind: 'brand' | 'category') {
    onOpenFacets();
    setDialog(kind);
  }
  function openSheet() {
    onOpenFacets();
    setSheet(true);
  }
  function choose(change: Partial<ListFilters>) {
    setDialog(null);
    onChange(change);
  }
  function clear() {
    setKeyword('');
    setPrice({ min: '', max: '' });
    onChange({
      keyword: undefined,
      category: undefined,
      tag: undefined,
      brand: undefined,
      maker: undefined,
      price_min: undefined,
      price_max: undefined,
    });
  }
  const fields = (
    <FilterFields
      id={id}
      filters={filters}
      facets={facets}
      price={price}
      onPrice={setPrice}
      onChange={onChange}
      onOpenFacets={onOpenFacets}
    />
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role
    <form className="search-form" role="search" aria-label={M.search} onSubmit={submit}>
      <div className="search-form__row">
        <label htmlFor={`${id}-kw`}>{M.keyword}</label>
        <div className="search-form__keyword">
          <input
            id={`${id}-kw`}
            type="search"
            name="keyword"
            enterKeyHint="search"
            value={keyword}
            maxLength={100}
            aria-describedby={`${id}-kwh`}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button
            type="button"
            className="btn search-form__open"
            aria-haspopup="dialog"
            onClick={openSheet}
          >
            {M.filter}
          </Button>
        </div>
        <small id={`${id}-kwh`} className="search-form__hint">
          {M.keywordHint}
        </small>
      </div>
      {!sheet && (
        <div className="search-form__filters">
          {fields}
          <div className="search-form__actions">
            <Button type="submit" className="btn btn--accent">
              {M.submitSearch}
            </Button>
            <Button type="button" className="btn" onClick={() => open('brand')}>
              {M.byBrand}
            </Button>
            <Button type="button" className="btn" onClick={() => open('category')}>
              {M.byCategory}
            </Button>
            <Button type="button" className="btn btn--link" onClick={clear}>
              {M.clear}
            </Button>
          </div>
        </div>
      )}
      <FilterSheet id={id} open={sheet} onClose={() => setSheet(false)} total={total}>
        {fields}
        <Button type="button" className="btn btn--link" onClick={clear}>
          {M.clear}
        </Button>
      </FilterSheet>
      <SearchDialog title={M.byBrand} open={dialog === 'brand'} onClose={() => setDialog(null)}>
        <ul className="chip-list">
          {facets?.brands.map((b) => (
            <li key={b.id}>
              <Button
                type="button"
                className="chip"
                aria-pressed={filters.brand === b.key}
                onClick={() => choose({ brand: b.key, maker: undefined })}
              >
                {b.name}
              </Button>
            </li>
          ))}
        </ul>
      </SearchDialog>
      <SearchDialog
        title={M.byCategory}
        open={dialog === 'category'}
        onClose={() => setDialog(null)}
      >
        {facets?.categories.map((root) => (
          <section key={root.id} className="category-group">
            <h3>
              <Button type="button" className="chip" onClick={() => choose({ category: root.key })}>
                {M.allIn(root.name)}
              </Button>
            </h3>
            <ul className="chip-list">
              {root.children.map((c) => (
                <li key={c.id}>
                  <Button
                    type="button"
                    className="chip"
                    aria-pressed={filters.category === c.key}
                    onClick={() => choose({ category: c.key })}
                  >
                    {c.name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </SearchDialog>
    </form>
  );
}
