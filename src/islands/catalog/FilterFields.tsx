import { PUNCTUATION as P } from '../../../contract/shared/common.messages';
import { type ListFilters, sortChoices } from '../../lib/catalog/catalog-query';
import { CATALOG_SEARCH_MESSAGES as M } from '../../lib/catalog/catalog-search.messages';
import type { Facets } from '../../lib/catalog/search.store';

type Props = {
  id: string;
  filters: ListFilters;
  facets: Facets | null;
  price: { min: string; max: string };
  onPrice(price: { min: string; max: string }): void;
  onChange(change: Partial<ListFilters>): void;
  onOpenFacets(): void;
};

/** The list's filters: category, tag, brand, sort (applied at once) and the price range (typed). */
export default function FilterFields({
  id,
  filters,
  facets,
  price,
  onPrice,
  onChange,
  onOpenFacets,
}: Props) {
  return (
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
        <label htmlFor={`${id}-brand`}>{M.brand}</label>
        <select
          id={`${id}-brand`}
          value={filters.brand ?? ''}
          onFocus={onOpenFacets}
          onChange={(e) => onChange({ brand: e.target.value || undefined, maker: undefined })}
        >
          <option value="">{M.all}</option>
          {filters.brand && !facets && <option value={filters.brand}>{filters.brand}</option>}
          {facets?.brands.map((b) => (
            <option key={b.id} value={b.key}>
              {b.name}
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
          {sortChoices(filters.keyword).map((s) => (
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
          autoComplete="off"
          size={7}
          value={price.min}
          onChange={(e) => onPrice({ ...price, min: e.target.value })}
        />
        <span aria-hidden="true">{P.range}</span>
        <label htmlFor={`${id}-max`}>{M.priceMax}</label>
        <input
          id={`${id}-max`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={7}
          value={price.max}
          onChange={(e) => onPrice({ ...price, max: e.target.value })}
        />
        <span>{M.yen}</span>
      </fieldset>
    </div>
  );
}
