import { type FormEvent, useRef, useState } from 'react';
import { ADDRESS_MESSAGES as M } from '../../../contract/addresses/addresses.messages';
import type { AddressExportEncoding } from '../../../contract/addresses/addresses.schema';
import {
  type AddressResult,
  exportAddresses,
  importAddresses,
} from '../../lib/addresses/addresses.store';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';

/** CSV import (Shift_JIS or UTF-8, every bad row listed) and export (Shift_JIS or UTF-8). */
export default function AddressCsv({ report }: { report(r: AddressResult): void }) {
  const file = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, whileBusy] = useBusy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setProblems([M.importChoose]);
      return;
    }
    const result = await whileBusy(() => importAddresses(chosen));
    setProblems(result.ok ? [] : (result.errors.file ?? []));
    report(result);
  }

  async function download(encoding: AddressExportEncoding) {
    report(await whileBusy(() => exportAddresses(encoding)));
  }

  return (
    <section className="address-csv" aria-labelledby="address-csv-title">
      <h2 id="address-csv-title">{M.csvTitle}</h2>
      <form onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="address-csv-file">{M.csvFile}</label>
          <input
            ref={file}
            id="address-csv-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="address-csv-hint"
            aria-invalid={problems.length > 0}
            onChange={() => setProblems([])}
          />
          <p className="form-field__hint" id="address-csv-hint">
            {M.csvHint}
          </p>
        </div>
        {problems.length > 0 && (
          <ul className="message message--error address-csv__problems" aria-label={M.csvProblems}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <Button type="submit" className="btn" disabled={busy}>
          {M.importButton}
        </Button>
      </form>
      <div className="address-csv__export">
        <Button className="btn btn--ghost" disabled={busy} onClick={() => download('sjis')}>
          {M.exportSjis}
        </Button>
        <Button className="btn btn--ghost" disabled={busy} onClick={() => download('utf8')}>
          {M.exportUtf8}
        </Button>
      </div>
    </section>
  );
}
