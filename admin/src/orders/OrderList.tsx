import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPhone } from '../../../contract/shared/phone';
import { type Columns, DataTable } from '../shared/DataTable';
import { Field, Notice } from '../shared/Field';
import { formatDateTime, formatYen } from '../shared/format.model';
import { Pager } from '../shared/Pager';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { CarrierCsv } from './CarrierCsv';
import { ORDERS_MESSAGES as M } from './orders.messages';
import { activeOrderFilters, type OrderFilters, type OrderListItem } from './orders.model';
import {
  $orderChannels,
  $orderList,
  clearOrderFilters,
  goToOrderPage,
  loadOrderChannels,
  loadOrders,
  searchOrders,
  setOrderSort,
} from './orders.store';

/** 受注一覧: one search box (number, name, kana, e-mail, phone), filters, sort and paging on the server. */
export function OrderList() {
  const list = useStore($orderList);
  useEffect(() => {
    void loadOrders();
  }, []);
  return (
    <section className="stack">
      <ScreenTitle>{M.listTitle}</ScreenTitle>
      <SearchPanel filters={list.filters} />
      {list.error && <Notice kind="error">{list.error}</Notice>}
      <div className="panel panel-flush">
        {list.paging && <Pager paging={list.paging} onPage={goToOrderPage} busy={list.busy} />}
        <DataTable
          caption={M.resultsCaption}
          columns={COLUMNS}
          rows={list.rows}
          rowKey={(row) => String(row.id)}
          busy={list.busy}
        />
        {list.busy && list.rows.length === 0 && <p className="loading">{SHARED.loading}</p>}
        {list.paging && list.paging.lastPage > 1 && (
          <Pager paging={list.paging} onPage={goToOrderPage} busy={list.busy} bottom />
        )}
      </div>
      <CarrierCsv />
    </section>
  );
}

type Criteria = Omit<OrderFilters, 'page' | 'per' | 'sort' | 'order'>;

function SearchPanel(props: { filters: OrderFilters }) {
  const [criteria, setCriteria] = useState<Criteria>(props.filters);
  const channels = useStore($orderChannels);
  useEffect(() => {
    void loadOrderChannels();
  }, []);
  // Follows a reset made elsewhere (条件をクリア).
  useEffect(() => setCriteria(props.filters), [props.filters]);
  const set = (key: keyof Criteria) => (value: string) =>
    setCriteria({ ...criteria, [key]: value });
  const count = activeOrderFilters({ ...props.filters, ...criteria });
  return (
    <search className="panel">
      <h2 className="visually-hidden">{M.searchTitle}</h2>
      <form
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          searchOrders(criteria);
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
                value={criteria.q}
                onChange={(event) => set('q')(event.target.value)}
              />
            )}
          </Field>
          <Field label={M.sortTitle} className="search-sort">
            {(control) => (
              <select
                {...control}
                className="input"
                value={`${props.filters.sort}:${props.filters.order}`}
                onChange={(event) => {
                  const [sort, order] = event.target.value.split(':') as [
                    OrderFilters['sort'],
                    OrderFilters['order'],
                  ];
                  setOrderSort(sort, order);
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
          <button type="submit" className="button button-primary search-submit">
            {SHARED.search}
          </button>
        </div>
        <details className="filters" open={count > 0 || undefined}>
          <summary>{M.filtersCount(count)}</summary>
          <div className="filter-grid">
            <DateField label={M.from} value={criteria.from} onChange={set('from')} />
            <DateField label={M.to} value={criteria.to} onChange={set('to')} />
            <Choice
              label={M.status}
              value={criteria.status}
              options={M.statuses}
              onChange={set('status')}
            />
            <Choice
              label={M.payment}
              value={criteria.payment_id}
              options={M.payments}
              onChange={set('payment_id')}
            />
            <Choice
              label={M.channel}
              value={criteria.channel}
              options={channels}
              onChange={set('channel')}
            />
          </div>
          <div className="filter-actions">
            <button type="submit" className="button button-primary">
              {SHARED.search}
            </button>
            <button type="button" className="button" onClick={clearOrderFilters}>
              {SHARED.clear}
            </button>
          </div>
        </details>
      </form>
    </search>
  );
}

function DateField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={props.label}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="date"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function Choice(props: {
  label: string;
  value: string;
  options: Record<string, string>;
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
          {Object.entries(props.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The status tag of an order (and 未入金 for a bank transfer not received yet). */
export function StatusTag(props: { status: string; unpaid?: boolean }) {
  return (
    <span className="nowrap">
      <span className={`status status-order-${props.status}`}>
        {M.statuses[props.status] ?? props.status}
      </span>
      {props.unpaid && <span className="status status-hidden">{M.unpaid}</span>}
    </span>
  );
}

const COLUMNS: Columns<OrderListItem> = [
  {
    id: 'order',
    header: M.colOrder,
    cell: ({ row }) => (
      <div className="name-cell">
        <a
          href={routeHref({ name: 'order', id: row.original.id })}
          aria-label={M.openLabel(row.original.order_no)}
        >
          {row.original.order_no}
        </a>
        <span className="sub">{formatDateTime(row.original.ordered_at)}</span>
      </div>
    ),
  },
  {
    id: 'customer',
    header: M.colCustomer,
    cell: ({ row }) => (
      <div className="name-cell">
        <span>{row.original.orderer_name}</span>
        <span className="sub">{row.original.orderer_kana}</span>
        <span className="sub">{formatPhone(row.original.phone)}</span>
      </div>
    ),
  },
  {
    id: 'status',
    header: M.colStatus,
    cell: ({ row }) => (
      <StatusTag
        status={row.original.status}
        unpaid={
          row.original.payment_id === 1 &&
          row.original.paid_at === null &&
          row.original.status !== 'cancelled'
        }
      />
    ),
  },
  {
    id: 'payment',
    header: M.colPayment,
    cell: ({ row }) => <span>{row.original.payment_name}</span>,
  },
  {
    id: 'total',
    header: M.colTotal,
    cell: ({ row }) => <span className="num">{formatYen(row.original.total_payment)}</span>,
  },
  {
    id: 'shipments',
    header: M.colShipments,
    cell: ({ row }) => (
      <span className="num">
        {M.shippedOf(row.original.shipped_count, row.original.shipment_count)}
      </span>
    ),
  },
];
