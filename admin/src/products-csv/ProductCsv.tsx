import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Field, Notice } from '../shared/Field';
import { ScreenTitle } from '../shared/Screen';
import { PRODUCTS_CSV_MESSAGES as M } from './products-csv.messages';
import {
  badRowCount,
  type ExportEncoding,
  type ImportEncoding,
  type RowProblem,
} from './products-csv.model';
import {
  $productCsv,
  $productCsvExport,
  applyProductCsv,
  checkProductCsv,
  exportProductCsv,
  resetProductCsv,
} from './products-csv.store';

/** 商品CSV: choose a file and its encoding, 確認 (a dry run), then 取り込む; and the export. */
export function ProductCsv() {
  return (
    <section className="stack">
      <ScreenTitle>{M.title}</ScreenTitle>
      <p className="lead">{M.lead}</p>
      <ImportPanel />
      <ExportPanel />
      <section className="panel">
        <h2 className="panel-title">{M.columnsTitle}</h2>
        <p className="mono">{M.columns}</p>
      </section>
    </section>
  );
}

function ImportPanel() {
  const state = useStore($productCsv);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<ImportEncoding>('auto');
  const [missing, setMissing] = useState(false);
  const busy = state.stage === 'checking' || state.stage === 'applying';
  return (
    <section className="panel stack" aria-labelledby="csv-import-title">
      <h2 id="csv-import-title" className="panel-title">
        {M.importTitle}
      </h2>
      <p>{M.importLead}</p>
      <form
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setMissing(true);
            return;
          }
          void checkProductCsv(file, encoding);
        }}
      >
        <Field label={M.file} hint={M.fileHint} error={missing ? M.chooseFile : undefined} required>
          {(control) => (
            <input
              {...control}
              className="input"
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissing(false);
                resetProductCsv();
              }}
            />
          )}
        </Field>
        <EncodingSelect
          value={encoding}
          options={['auto', 'utf8', 'sjis']}
          onChange={(value) => {
            setEncoding(value);
            resetProductCsv();
          }}
        />
        <div className="filter-actions">
          <button type="submit" className="button" disabled={busy}>
            {state.stage === 'checking' ? M.checking : M.check}
          </button>
          {(state.stage === 'checked' || state.stage === 'applying') && file && (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void applyProductCsv(file, encoding)}
            >
              {state.stage === 'applying' ? M.applying : M.apply}
            </button>
          )}
        </div>
      </form>
      {state.stage === 'checked' && state.summary && (
        <Notice kind="info">{M.checked(state.summary.updated, state.summary.created)}</Notice>
      )}
      {state.stage === 'applied' && state.summary && (
        <Notice kind="success">{M.applied(state.summary.updated, state.summary.created)}</Notice>
      )}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.problems.length > 0 && <Problems problems={state.problems} lead={M.errorsLead} />}
    </section>
  );
}

function ExportPanel() {
  const state = useStore($productCsvExport);
  const [encoding, setEncoding] = useState<ExportEncoding>('utf8');
  return (
    <section className="panel stack" aria-labelledby="csv-export-title">
      <h2 id="csv-export-title" className="panel-title">
        {M.exportTitle}
      </h2>
      <p>{M.exportLead}</p>
      <form
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          void exportProductCsv(encoding);
        }}
      >
        <EncodingSelect value={encoding} options={['utf8', 'sjis']} onChange={setEncoding} />
        <div className="filter-actions">
          <button type="submit" className="button" disabled={state.busy}>
            {state.busy ? M.exporting : M.exportButton}
          </button>
        </div>
      </form>
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.problems.length > 0 && <Problems problems={state.problems} />}
    </section>
  );
}

function EncodingSelect<T extends ImportEncoding>(props: {
  value: T;
  options: T[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={M.encoding}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as T)}
        >
          {props.options.map((option) => (
            <option key={option} value={option}>
              {M.encodings[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Problems(props: { problems: RowProblem[]; lead?: string }) {
  return (
    <section className="stack" aria-labelledby="csv-problems-title">
      <h3 id="csv-problems-title">{M.errorsTitle(badRowCount(props.problems))}</h3>
      {props.lead && <p>{props.lead}</p>}
      <ul className="change-list">
        {props.problems.map((problem) => (
          <li key={problem.where}>
            <strong>{problem.where}</strong>: {problem.messages.join(' ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
