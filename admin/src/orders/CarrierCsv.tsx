import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { ORDERS_MESSAGES as M } from './orders.messages';
import { $carrierCsv, exportCarrierCsv, importTrackingCsv } from './orders.store';

/** 配送会社CSV: the waiting shipments of the listed orders for B2クラウド or e飛伝Ⅱ, and their tracking numbers back. */
export function CarrierCsv() {
  const state = useStore($carrierCsv);
  const [format, setFormat] = useState('yamato-b2');
  const [file, setFile] = useState<File | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <section className="panel stack" aria-labelledby="carrier-csv-title">
      <h2 className="panel-title" id="carrier-csv-title">
        {M.csv.title}
      </h2>
      <p className="sub">{M.csv.lead}</p>
      <div className="row-actions">
        <button
          type="button"
          className="button"
          disabled={state.busy}
          onClick={() => void exportCarrierCsv('yamato-b2')}
        >
          {M.csv.exportYamato}
        </button>
        <button
          type="button"
          className="button"
          disabled={state.busy}
          onClick={() => void exportCarrierCsv('sagawa-ehiden')}
        >
          {M.csv.exportSagawa}
        </button>
      </div>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) setOpen(true);
        }}
      >
        <h3 className="panel-subtitle">{M.csv.importTitle}</h3>
        <div className="search-row">
          <Field label={M.csv.format}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={format}
                onChange={(e) => setFormat(e.target.value)}
              >
                {Object.entries(M.csv.formats).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={M.csv.file}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        </div>
        <div>
          <button type="submit" className="button button-primary" disabled={state.busy || !file}>
            {M.csv.importButton}
          </button>
        </div>
        <ConfirmDialog
          open={open}
          title={M.csv.confirmTitle}
          confirmLabel={M.csv.importButton}
          busy={state.busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            if (file) void importTrackingCsv(format, file);
          }}
        >
          <p>{M.csv.confirmBody(file?.name ?? '')}</p>
        </ConfirmDialog>
      </form>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.problems.length > 0 && (
        <div className="stack">
          <h3 className="panel-subtitle">{M.csv.problems}</h3>
          <ul className="plain-list">
            {state.problems.map((p) => (
              <li key={p.where}>
                {p.where}: {p.messages.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
