import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { type Columns, DataTable } from '../shared/DataTable';
import { Field, Notice } from '../shared/Field';
import { displayValue, formatDateTime } from '../shared/format.model';
import { Pager } from '../shared/Pager';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { AUDIT_MESSAGES as M } from './audit.messages';
import type { AuditFilters, AuditRow } from './audit.model';
import { $audit, clearAudit, goToAuditPage, loadAudit, searchAudit } from './audit.store';

const COLUMNS: Columns<AuditRow> = [
  {
    id: 'at',
    header: M.colAt,
    cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.at)}</span>,
  },
  {
    id: 'actor',
    header: M.colActor,
    cell: ({ row }) =>
      row.original.actorKind === 'staff'
        ? (row.original.actorEmail ?? '—')
        : M[row.original.actorKind],
  },
  {
    id: 'address',
    header: M.colAddress,
    cell: ({ row }) => <span className="mono">{row.original.address}</span>,
  },
  {
    id: 'action',
    header: M.colAction,
    cell: ({ row }) => (
      <div className="name-cell">
        <span>{M.actions[row.original.action] ?? row.original.action}</span>
        <span className="sub mono">{row.original.action}</span>
      </div>
    ),
  },
  {
    id: 'record',
    header: M.colRecord,
    cell: ({ row }) => (
      <div className="name-cell">
        <span className="mono">{row.original.recordType}</span>
        <span className="sub">{row.original.recordId ?? ''}</span>
      </div>
    ),
  },
  { id: 'changes', header: M.colChanges, cell: ({ row }) => <Changes row={row.original} /> },
];

function Changes(props: { row: AuditRow }) {
  const { changes } = props.row;
  if (changes.length === 0) return <span className="sub">{M.noChanges}</span>;
  const list = (
    <ul className="change-list">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="mono">{M.changeLine(change.field)}</span>
          <span className="before">{displayValue(change.before)}</span> {M.arrow}{' '}
          <span className="after">{displayValue(change.after)}</span>
        </li>
      ))}
    </ul>
  );
  if (changes.length <= 3) return list;
  return (
    <details>
      <summary>{M.showChanges(changes.length)}</summary>
      {list}
    </details>
  );
}

/** 操作履歴: who changed what, when and from where, filterable and paged. Owners only. */
export function AuditLog() {
  const state = useStore($audit);
  useEffect(() => {
    void loadAudit();
  }, []);
  return (
    <section className="stack">
      <ScreenTitle>{M.title}</ScreenTitle>
      <p className="lead">{M.lead}</p>
      <AuditSearch filters={state.filters} />
      {state.error && <Notice kind="error">{state.error}</Notice>}
      <div className="panel panel-flush">
        {state.paging && <Pager paging={state.paging} onPage={goToAuditPage} busy={state.busy} />}
        <DataTable
          caption={M.caption}
          columns={COLUMNS}
          rows={state.rows}
          rowKey={(row) => String(row.id)}
          busy={state.busy}
        />
        {state.busy && state.rows.length === 0 && <p className="loading">{SHARED.loading}</p>}
      </div>
    </section>
  );
}

function AuditSearch(props: { filters: AuditFilters }) {
  const [criteria, setCriteria] = useState(props.filters);
  useEffect(() => setCriteria(props.filters), [props.filters]);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setCriteria({ ...criteria, [key]: value });
  const text = (
    key: 'actor' | 'record_type' | 'record_id' | 'from' | 'to',
    label: string,
    hint?: string,
    type = 'text',
  ) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          value={criteria[key]}
          onChange={(event) => set(key)(event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <search className="panel">
      <h2 className="visually-hidden">{M.filtersTitle}</h2>
      <form
        className="filter-grid"
        onSubmit={(event) => {
          event.preventDefault();
          searchAudit(criteria);
        }}
      >
        {text('actor', M.actor, M.actorHint)}
        {text('record_type', M.recordType, M.recordTypeHint)}
        {text('record_id', M.recordId)}
        {text('from', M.from, undefined, 'date')}
        {text('to', M.to, undefined, 'date')}
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            {SHARED.search}
          </button>
          <button type="button" className="button" onClick={clearAudit}>
            {SHARED.clear}
          </button>
        </div>
      </form>
    </search>
  );
}
