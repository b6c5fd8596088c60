import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Notice } from '../shared/Field';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';
import {
  newSizeTable,
  type SizeTable,
  sameTable,
  withCell,
  withColumn,
  withoutColumn,
  withoutRow,
  withRow,
} from './product-media.model';
import {
  $sizeTable,
  editSizeTable,
  saveSizeTable,
  takeTheirSizeTable,
} from './product-media.store';

/** サイズ表: a grid of text cells (heading row first), rows and columns added and removed, saved apart. */
export function SizeTablePanel() {
  const state = useStore($sizeTable);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const table = state.table;
  const changed = !sameTable(state.saved, table);
  const error = state.errors.size_table?.[0] ?? null;
  return (
    <section className="panel form-section stack media-panel" aria-labelledby="size-title">
      <h2 className="panel-title" id="size-title">
        {M.sizeTitle}
      </h2>
      <p className="sub">{M.sizeLead}</p>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{error ?? state.error}</Notice>}
      {state.theirs !== undefined && <TheirSizeTable table={state.theirs} />}
      {state.loaded && !table && (
        <div className="stack">
          <p className="sub">{M.sizeEmpty}</p>
          <div>
            <button
              type="button"
              className="button"
              onClick={() => editSizeTable(newSizeTable(M.sizeDefaultHeader))}
            >
              {M.sizeCreate}
            </button>
          </div>
        </div>
      )}
      {table && (
        <div className="size-grid-wrap">
          <table className="size-grid">
            <tbody>
              {table.map((cells, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
                <tr key={row} className={row === 0 ? 'size-head' : undefined}>
                  {cells.map((cell, col) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity besides their place
                    <td key={col}>
                      <input
                        className="input input-small"
                        aria-label={M.sizeCell(row, col)}
                        value={cell}
                        maxLength={40}
                        onChange={(event) =>
                          editSizeTable(withCell(table, row, col, event.target.value))
                        }
                      />
                    </td>
                  ))}
                  <td>
                    {row > 0 && (
                      <button
                        type="button"
                        className="button button-small button-danger-text"
                        onClick={() => editSizeTable(withoutRow(table, row))}
                      >
                        {M.sizeRemoveRow(row)}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
              <tr>
                {(table[0] ?? []).map((_, col) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity besides their place
                  <td key={col}>
                    {(table[0]?.length ?? 0) > 1 && (
                      <button
                        type="button"
                        className="button button-small button-danger-text"
                        onClick={() => editSizeTable(withoutColumn(table, col))}
                      >
                        {M.sizeRemoveColumn(col)}
                      </button>
                    )}
                  </td>
                ))}
                <td />
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {table && (
        <div className="row-actions">
          <button type="button" className="button" onClick={() => editSizeTable(withRow(table))}>
            {M.sizeAddRow}
          </button>
          <button type="button" className="button" onClick={() => editSizeTable(withColumn(table))}>
            {M.sizeAddColumn}
          </button>
          <button
            type="button"
            className="button button-danger-text"
            onClick={() => setConfirmingRemoval(true)}
          >
            {M.sizeRemoveAll}
          </button>
        </div>
      )}
      {changed && <p className="unsaved">{M.unsaved}</p>}
      {(table || changed) && (
        <div>
          <button
            type="button"
            className="button button-primary"
            disabled={!changed || state.busy}
            onClick={() => void saveSizeTable()}
          >
            {M.sizeSave}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingRemoval}
        title={M.sizeRemoveTitle}
        confirmLabel={M.sizeRemoveAll}
        danger
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={() => {
          setConfirmingRemoval(false);
          editSizeTable(null);
          void saveSizeTable();
        }}
      >
        <p>{M.sizeRemoveLead}</p>
      </ConfirmDialog>
    </section>
  );
}

/** After a 409: the table another person saved, beside the one typed, and a way to take it. */
function TheirSizeTable(props: { table: SizeTable | null }) {
  return (
    <div className="stack conflict-box">
      <h3 className="panel-subtitle">{M.theirsSizeTitle}</h3>
      {props.table ? (
        <div className="table-scroll">
          <table className="size-table">
            <caption className="visually-hidden">{M.theirsSizeTitle}</caption>
            <tbody>
              {props.table.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only copy, rows never move
                <tr key={r}>
                  {row.map((cell, c) =>
                    r === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above
                      <th key={c} scope="col">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="sub">{M.theirsSizeNone}</p>
      )}
      <p className="sub">{M.keepMineHint}</p>
      <div>
        <button type="button" className="button" onClick={takeTheirSizeTable}>
          {M.takeTheirs}
        </button>
      </div>
    </div>
  );
}
