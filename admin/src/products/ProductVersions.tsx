import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Columns, DataTable } from '../shared/DataTable';
import { Notice } from '../shared/Field';
import { formatDateTime } from '../shared/format.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { FORM_FIELDS } from './product-form.model';
import { $versions, loadVersions, restoreVersion } from './product-versions.store';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import type { VersionRow } from './products.model';

const fieldLabel = (field: string) =>
  (FORM_FIELDS as readonly string[]).includes(field)
    ? M.fields[field as (typeof FORM_FIELDS)[number]]
    : field;

/** 変更履歴: every saved version of a product, each but the current one with 元に戻す. */
export function ProductVersions(props: { productKey: string }) {
  const state = useStore($versions);
  const [restoring, setRestoring] = useState<number | null>(null);
  useEffect(() => {
    void loadVersions(props.productKey);
  }, [props.productKey]);
  const columns = useMemo<Columns<VersionRow>>(
    () => [
      {
        id: 'n',
        header: M.colVersion,
        cell: ({ row }) => <span className="nowrap">{M.versionNumber(row.original.n)}</span>,
      },
      {
        id: 'at',
        header: M.colSavedAt,
        cell: ({ row }) => <span className="nowrap">{formatDateTime(row.original.at)}</span>,
      },
      { id: 'by', header: M.colSavedBy, cell: ({ row }) => row.original.by || '—' },
      {
        id: 'fields',
        header: M.colChanges,
        cell: ({ row }) => row.original.fields.map(fieldLabel).join('、') || '—',
      },
      {
        id: 'actions',
        header: M.colActions,
        cell: ({ row }) =>
          row.original.n === state.current ? (
            <span className="status status-shown">{M.current}</span>
          ) : (
            <button
              type="button"
              className="button button-small"
              aria-label={M.restoreRow(row.original.n)}
              onClick={() => setRestoring(row.original.n)}
            >
              {M.restore}
            </button>
          ),
      },
    ],
    [state.current],
  );
  return (
    <section className="stack">
      <ScreenTitle>{M.versionsTitle}</ScreenTitle>
      <p className="breadcrumb">
        <a href={routeHref({ name: 'product-edit', key: props.productKey })}>
          {state.name || props.productKey}
        </a>
      </p>
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.busy && state.rows.length === 0 ? (
        <p className="loading">{SHARED.loading}</p>
      ) : (
        <div className="panel panel-flush">
          <DataTable
            caption={M.versionsCaption}
            columns={columns}
            rows={state.rows}
            rowKey={(row) => String(row.n)}
            busy={state.busy}
          />
        </div>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={restoring ? M.restoreTitle(restoring) : ''}
        confirmLabel={M.restoreConfirm}
        busy={state.busy}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          if (restoring) void restoreVersion(props.productKey, restoring);
          setRestoring(null);
        }}
      >
        <p>{M.restoreLead}</p>
      </ConfirmDialog>
    </section>
  );
}
