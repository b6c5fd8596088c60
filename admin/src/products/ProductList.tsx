import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { PublishWindowBadge } from '../publishing/PublishWindowBadge';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Columns, DataTable } from '../shared/DataTable';
import { Field, Notice } from '../shared/Field';
import { formatDateTime, formatYen } from '../shared/format.model';
import { Pager } from '../shared/Pager';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import {
  activeFilterCount,
  type ProductFilters,
  type ProductListItem,
  type ProductSort,
  type RefOption,
  stockLevel,
} from './products.model';
import {
  $productList,
  $references,
  clearProductFilters,
  duplicateProduct,
  goToProductPage,
  loadProducts,
  loadReferences,
  removeProduct,
  searchProducts,
  setProductSort,
  sortProducts,
  undeleteProduct,
} from './products.store';

/** 商品一覧: search and filters (on the server), sortable columns, paging, and row actions. */
export function ProductList() {
  const list = useStore($productList);
  const [removing, setRemoving] = useState<ProductListItem | null>(null);
  useEffect(() => {
    void loadProducts();
    void loadReferences();
  }, []);
  const columns = useMemo(() => productColumns(list.filters, setRemoving), [list.filters]);
  const sortOf = (column: string) =>
    column === list.filters.sort
      ? list.filters.order === 'asc'
        ? ('ascending' as const)
        : ('descending' as const)
      : undefined;
  return (
    <section className="stack">
      <ScreenTitle
        actions={
          <a className="button button-primary" href={routeHref({ name: 'product-new' })}>
            {M.addProduct}
          </a>
        }
      >
        {M.listTitle}
      </ScreenTitle>
      <SearchPanel filters={list.filters} />
      {list.notice && <Notice kind="success">{list.notice}</Notice>}
      {list.error && <Notice kind="error">{list.error}</Notice>}
      <div className="panel panel-flush">
        {list.paging && <Pager paging={list.paging} onPage={goToProductPage} busy={list.busy} />}
        <DataTable
          caption={M.resultsCaption}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.product_key}
          busy={list.busy}
          labels={{
            name: M.colName,
            price_with_tax: M.colPrice,
            stock_total: M.colStock,
            updated_at: M.colUpdated,
          }}
          sortOf={(id) =>
            sortOf(
              id === 'price_with_tax'
                ? 'price'
                : id === 'stock_total'
                  ? 'stock'
                  : id === 'updated_at'
                    ? 'updated'
                    : id,
            )
          }
        />
        {list.busy && list.rows.length === 0 && <p className="loading">{SHARED.loading}</p>}
        {list.paging && list.paging.lastPage > 1 && (
          <Pager paging={list.paging} onPage={goToProductPage} busy={list.busy} bottom />
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={M.removeTitle}
        confirmLabel={M.removeConfirm}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeProduct(removing.product_key, removing.name);
          setRemoving(null);
        }}
      >
        <p>{removing ? M.removeLead(removing.name) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}

type Criteria = Omit<ProductFilters, 'page' | 'per' | 'sort' | 'order'>;

function SearchPanel(props: { filters: ProductFilters }) {
  const refs = useStore($references);
  const [criteria, setCriteria] = useState<Criteria>(props.filters);
  // Follows a reset made elsewhere (条件をクリア).
  useEffect(() => setCriteria(props.filters), [props.filters]);
  const set = (key: keyof Criteria) => (value: string) =>
    setCriteria({ ...criteria, [key]: value });
  const count = activeFilterCount({ ...props.filters, ...criteria });
  return (
    <search className="panel">
      <h2 className="visually-hidden">{M.searchTitle}</h2>
      <form
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          searchProducts(criteria);
        }}
      >
        <div className="search-row">
          <Field label={M.keyword} className="search-keyword">
            {(control) => (
              <input
                {...control}
                className="input"
                type="search"
                placeholder={M.keywordHint}
                value={criteria.keyword}
                onChange={(event) => set('keyword')(event.target.value)}
              />
            )}
          </Field>
          <SortSelect filters={props.filters} />
          <button type="submit" className="button button-primary search-submit">
            {SHARED.search}
          </button>
        </div>
        <details className="filters" open={count > 0 || undefined}>
          <summary>{M.filtersCount(count)}</summary>
          <div className="filter-grid">
            <RefSelect
              label={M.category}
              value={criteria.category}
              options={refs.categories}
              onChange={set('category')}
            />
            <RefSelect
              label={M.brand}
              value={criteria.brand}
              options={refs.brands}
              onChange={set('brand')}
            />
            <RefSelect
              label={M.visibility}
              value={criteria.visibility}
              options={optionsOf(M.visibilityOptions)}
              onChange={set('visibility')}
            />
            <RefSelect
              label={M.stock}
              value={criteria.stock}
              options={optionsOf(M.stockOptions)}
              onChange={set('stock')}
            />
            <RefSelect
              label={M.channel}
              value={criteria.channel}
              options={refs.channels}
              onChange={set('channel')}
            />
          </div>
          <div className="filter-actions">
            <button type="submit" className="button button-primary">
              {SHARED.search}
            </button>
            <button type="button" className="button" onClick={clearProductFilters}>
              {SHARED.clear}
            </button>
          </div>
        </details>
      </form>
    </search>
  );
}

const optionsOf = (labels: Record<string, string>): RefOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label, depth: 0 }));

function RefSelect(props: {
  label: string;
  value: string;
  options: RefOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{SHARED.all}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {`${'\u3000'.repeat(option.depth)}${option.label}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function SortSelect(props: { filters: ProductFilters }) {
  return (
    <Field label={M.sortTitle} className="search-sort">
      {(control) => (
        <select
          {...control}
          className="input"
          value={`${props.filters.sort}:${props.filters.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [ProductSort, 'asc' | 'desc'];
            setProductSort(sort, order);
          }}
        >
          {Object.entries(M.sortOptions).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function SortHeader(props: { label: string; sort: ProductSort; filters: ProductFilters }) {
  const active = props.filters.sort === props.sort;
  const state = active ? props.filters.order : 'none';
  return (
    <button type="button" className="sort-button" onClick={() => sortProducts(props.sort)}>
      {props.label}
      <span className="sort-mark" aria-hidden="true">
        {state === 'asc' ? '▲' : state === 'desc' ? '▼' : '⇅'}
      </span>
    </button>
  );
}

function productColumns(
  filters: ProductFilters,
  onRemove: (row: ProductListItem) => void,
): Columns<ProductListItem> {
  return [
    {
      id: 'image',
      header: M.colImage,
      cell: ({ row }) =>
        row.original.image_url ? (
          <img
            className="thumb"
            src={row.original.image_url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : (
          <span className="thumb thumb-empty" />
        ),
    },
    {
      id: 'name',
      header: () => <SortHeader label={M.colName} sort="name" filters={filters} />,
      cell: ({ row }) => (
        <div className="name-cell">
          <a href={routeHref({ name: 'product-edit', key: row.original.product_key })}>
            {row.original.name}
          </a>
          <span className="sub">{row.original.code ?? row.original.product_key}</span>
        </div>
      ),
    },
    {
      id: 'price_with_tax',
      header: () => <SortHeader label={M.colPrice} sort="price" filters={filters} />,
      cell: ({ row }) => <span className="num">{formatYen(row.original.price_with_tax)}</span>,
    },
    {
      id: 'stock_total',
      header: () => <SortHeader label={M.colStock} sort="stock" filters={filters} />,
      cell: ({ row }) => <StockCell stock={row.original.stock_total} />,
    },
    {
      id: 'status',
      header: M.colStatus,
      cell: ({ row }) =>
        row.original.is_deleted ? (
          <span className="status status-hidden">{M.deletedBadge}</span>
        ) : (
          <PublishWindowBadge
            record={{
              shown: row.original.is_show_product,
              from: row.original.publish_from,
              to: row.original.publish_to,
            }}
          />
        ),
    },
    {
      id: 'category',
      header: M.colCategory,
      cell: ({ row }) => (
        <div className="name-cell">
          <span>{row.original.category_name ?? '—'}</span>
          <span className="sub">{row.original.brand_name ?? ''}</span>
        </div>
      ),
    },
    {
      id: 'channels',
      header: M.colChannels,
      cell: ({ row }) => <span className="sub">{row.original.channels.join(', ')}</span>,
    },
    {
      id: 'updated_at',
      header: () => <SortHeader label={M.colUpdated} sort="updated" filters={filters} />,
      cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.updated_at)}</span>,
    },
    {
      id: 'actions',
      header: M.colActions,
      cell: ({ row }) => (
        <div className="row-actions">
          <a
            className="button button-small"
            href={routeHref({ name: 'product-edit', key: row.original.product_key })}
            aria-label={`${row.original.name} ${M.edit}`}
          >
            {M.edit}
          </a>
          <button
            type="button"
            className="button button-small"
            aria-label={`${row.original.name} ${M.duplicate}`}
            onClick={() => void duplicateProduct(row.original.product_key)}
          >
            {M.duplicate}
          </button>
          {row.original.is_deleted ? (
            <button
              type="button"
              className="button button-small"
              aria-label={`${row.original.name} ${M.restoreDeleted}`}
              onClick={() => void undeleteProduct(row.original.product_key, row.original.name)}
            >
              {M.restoreDeleted}
            </button>
          ) : (
            <button
              type="button"
              className="button button-small button-danger-text"
              aria-label={`${row.original.name} ${M.remove}`}
              onClick={() => onRemove(row.original)}
            >
              {M.remove}
            </button>
          )}
        </div>
      ),
    },
  ];
}

function StockCell(props: { stock: number | null }) {
  const level = stockLevel(props.stock);
  if (level === 'untracked') return <span className="sub">{M.stockUntracked}</span>;
  return (
    <span className={`num stock-${level}`}>
      {props.stock?.toLocaleString('ja-JP')}
      {level !== 'in' && <span className="stock-tag">{M.stockOptions[level]}</span>}
    </span>
  );
}
