import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { type Columns, DataTable } from '../shared/DataTable';
import { Field, Notice } from '../shared/Field';
import { formatDateTime } from '../shared/format.model';
import { Pager } from '../shared/Pager';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { INQUIRIES_MESSAGES as M } from './inquiries.messages';
import {
  DEFAULT_INQUIRY_FILTERS,
  type InquiryCategory,
  type InquiryFilters,
  type InquiryListItem,
} from './inquiries.model';
import {
  $inquiryList,
  goToInquiryPage,
  loadInquiries,
  loadInquiryCategories,
  searchInquiries,
} from './inquiries.store';

/** お問い合わせ一覧: by status and category, one search box (name, e-mail, number), paged on the server. */
export function InquiryList() {
  const list = useStore($inquiryList);
  useEffect(() => {
    void loadInquiries();
    void loadInquiryCategories();
  }, []);
  return (
    <section className="stack">
      <ScreenTitle>{M.listTitle}</ScreenTitle>
      <SearchPanel filters={list.filters} categories={list.categories} />
      {list.error && <Notice kind="error">{list.error}</Notice>}
      <div className="panel panel-flush">
        {list.paging && <Pager paging={list.paging} onPage={goToInquiryPage} busy={list.busy} />}
        <DataTable
          caption={M.resultsCaption}
          columns={COLUMNS}
          rows={list.rows}
          rowKey={(row) => String(row.id)}
          busy={list.busy}
        />
        {list.busy && list.rows.length === 0 && <p className="loading">{SHARED.loading}</p>}
        {list.paging && list.paging.lastPage > 1 && (
          <Pager paging={list.paging} onPage={goToInquiryPage} busy={list.busy} bottom />
        )}
      </div>
    </section>
  );
}

type Criteria = Omit<InquiryFilters, 'page'>;

function SearchPanel(props: { filters: InquiryFilters; categories: InquiryCategory[] }) {
  const [criteria, setCriteria] = useState<Criteria>(props.filters);
  useEffect(() => setCriteria(props.filters), [props.filters]);
  const set = (key: keyof Criteria) => (value: string) =>
    setCriteria({ ...criteria, [key]: value });
  return (
    <search className="panel">
      <h2 className="visually-hidden">{M.searchTitle}</h2>
      <form
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          searchInquiries(criteria);
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
          <Field label={M.status} className="search-sort">
            {(control) => (
              <select
                {...control}
                className="input"
                value={criteria.status}
                onChange={(event) => {
                  const next = { ...criteria, status: event.target.value };
                  setCriteria(next);
                  searchInquiries(next);
                }}
              >
                <option value="">{M.all}</option>
                {Object.entries(M.statuses).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={M.category} className="search-sort">
            {(control) => (
              <select
                {...control}
                className="input"
                value={criteria.category_id}
                onChange={(event) => {
                  const next = { ...criteria, category_id: event.target.value };
                  setCriteria(next);
                  searchInquiries(next);
                }}
              >
                <option value="">{M.all}</option>
                {props.categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button button-primary search-submit">
            {SHARED.search}
          </button>
          <button
            type="button"
            className="button search-submit"
            onClick={() => searchInquiries(DEFAULT_INQUIRY_FILTERS)}
          >
            {M.clear}
          </button>
        </div>
      </form>
    </search>
  );
}

/** An inquiry's status as a tag. */
export function InquiryStatusTag(props: { status: string }) {
  return (
    <span className={`status status-inquiry-${props.status}`}>
      {M.statuses[props.status] ?? props.status}
    </span>
  );
}

const COLUMNS: Columns<InquiryListItem> = [
  {
    id: 'inquiry',
    header: M.colInquiry,
    cell: ({ row }) => (
      <div className="name-cell">
        <a
          href={routeHref({ name: 'inquiry', id: row.original.id })}
          aria-label={M.openLabel(row.original.id, row.original.subject)}
        >
          {row.original.subject}
        </a>
        <span className="sub">
          {M.number(row.original.id)} {row.original.category?.name ?? ''}
        </span>
      </div>
    ),
  },
  {
    id: 'customer',
    header: M.colCustomer,
    cell: ({ row }) => (
      <div className="name-cell">
        <span>
          {row.original.name}
          <span className="role-tag">{row.original.is_member ? M.member : M.guest}</span>
        </span>
        <span className="sub">{row.original.email}</span>
      </div>
    ),
  },
  {
    id: 'status',
    header: M.colStatus,
    cell: ({ row }) => <InquiryStatusTag status={row.original.status} />,
  },
  {
    id: 'assignee',
    header: M.colAssignee,
    cell: ({ row }) => row.original.assignee?.name ?? <span className="sub">{M.nobody}</span>,
  },
  {
    id: 'activity',
    header: M.colActivity,
    cell: ({ row }) => (
      <span className="nowrap">{formatDateTime(row.original.last_activity_at)}</span>
    ),
  },
];
