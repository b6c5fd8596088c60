import { type SubmitEvent, useId, useState } from 'react';
import { CATALOG_MESSAGES as M } from '../../lib/catalog/catalog.messages';
import { PRODUCT_SORTS } from '../../lib/catalog/catalog.schema';
import type { Facets } from '../../lib/catalog/catalog.store';
import type { ListFilters } from '../../lib/catalog/catalog-query';
import { PUNCTUATION as P } from '../../lib/shared/common.messages';
import Button from '../shared/Button';
import SearchDialog from './SearchDialog';

type Props = {
  filters: ListFilters;
  facets: Facets | null;
  onChange(change: Partial<ListFilters>, word?: string): void;
  onOpenFacets(): void;
};

const num = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The list's search form: keyword multi-search, category, tag, price range, sort, and the modals. */
export default function SearchFilters({ filters, facets, onChange, onOpenFacets }: Props) {
  const id = useId();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [min, setMin] = useState(filters.price_min?.toString() ?? '');
  const [max, setMax] = useState(filters.price_max?.toString() ?? '');
  const [dialog, setDialog] = useState<'brand' | 'category' | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(
      { keyword: keyword.trim() || undefined, price_min: num(min), price_max: num(max) },
      keyword,
    );
  }
  function open(kind: 'brand' | 'category') {
    onOpenFacets();
    setDialog(kind);
  }
  function choose(change: Partial<ListFilters>) {
    setDialog(null);
    onChange(change);
  }
  function clear() {
    setKeyword('');
    setMin('');
    setMax('');
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

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role
    <form className="search-form" role="search" aria-label={M.search} onSubmit={submit}>
      <div className="search-form__row">
        <label htmlFor={`${id}-kw`}>{M.keyword}</label>
        <input
          id={`${id}-kw`}
          type="search"
          name="keyword"
          value={keyword}
          maxLength={100}
          aria-describedby={`${id}-kwh`}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <small id={`${id}-kwh`}>{M.keywordHint}</small>
      </div>
      <div className="search-form__grid">
        <div>
          <label htmlFor={`${id}-cat`}>{M.category}</label>
          <select
            id={`${id}-cat`}
            value={filters.category ?? ''}
            onFocus={onOpenFacets}
            onChange={(e) => onChange({ category: e.target.value || undefined })}
          >
            <option value="">{M.all}</option>
            {filters.category && !facets && (
              <option value={filters.category}>{filters.category}</option>
            )}
            {facets?.categories.map((root) => (
              <optgroup key={root.id} label={root.name}>
                <option value={root.key}>{M.allIn(root.name)}</option>
                {root.children.map((child) => (
                  <option key={child.id} value={child.key}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tag`}>{M.tag}</label>
          <select
            id={`${id}-tag`}
            value={filters.tag ?? ''}
            onFocus={onOpenFacets}
            onChange={(e) => onChange({ tag: e.target.value || undefined })}
          >
            <option value="">{M.all}</option>
            {filters.tag && !facets && <option value={filters.tag}>{filters.tag}</option>}
            {facets?.tags.map((t) => (
              <option key={t.id} value={t.name}>
                {t.name}
                {P.paren(t.product_count)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`}>{M.sort}</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as ListFilters['sort'] })}
          >
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {M.sorts[s]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="search-form__price">
          <legend>{M.priceRange}</legend>
          <label htmlFor={`${id}-min`}>{M.priceMin}</label>
          <input
            id={`${id}-min`}
            type="text"
            inputMode="numeric"
            size={7}
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
          <span aria-hidden="true">{P.range}</span>
          <label htmlFor={`${id}-max`}>{M.priceMax}</label>
          <input
            id={`${id}-max`}
            type="text"
            inputMode="numeric"
            size={7}
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
          <span>{M.yen}</span>
        </fieldset>
      </div>
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
