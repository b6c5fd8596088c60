import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import {
  MEASUREMENT_MESSAGES as M,
  MEASUREMENT_FIELDS,
} from '../../lib/measurements/measurements.messages';
import {
  $latestMeasurements,
  $measurements,
  loadMeasurements,
  removeMeasurement,
} from '../../lib/measurements/measurements.store';
import { takeFlash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';

const show = (value: number | null | undefined, unit: string) =>
  typeof value === 'number' ? M.value(value, unit) : M.none;

/** /mypage/measurement/: the latest values and the history, newest first. */
export default function MeasurementList({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const list = useStore($measurements);
  const latest = useStore($latestMeasurements);
  const [pending, setPending] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!ready) return;
    void loadMeasurements();
    const flashed = takeFlash();
    if (flashed) setNotice({ error: flashed.type === 'negative', text: flashed.message });
  }, [ready]);

  if (!ready || list.status === 'loading') return <p aria-busy="true">{M.loading}</p>;
  if (list.status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {M.loadFailed}
      </p>
    );
  }

  async function remove(id: number) {
    setPending(null);
    const result = await removeMeasurement(id);
    setNotice(
      result.ok ? { error: false, text: M.removed } : { error: true, text: result.message },
    );
  }

  return (
    <div className="body-records">
      <div aria-live="polite">
        {notice && (
          <p
            className={`message ${notice.error ? 'message--error' : 'message--success'}`}
            role={notice.error ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </div>
      <div className="body-records__head">
        <h2 className="section-title">{M.latest}</h2>
        <a className="btn btn--primary" href="/mypage/measurement/edit/">
          {M.add}
        </a>
      </div>
      {latest ? (
        <dl className="data-list body-latest" aria-label={M.latest}>
          {MEASUREMENT_FIELDS.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>{show(latest[f.key], f.unit)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="body-records__empty">{M.empty}</p>
      )}
      {pending !== null && (
        <div className="body-card__confirm">
          <p>{M.removeConfirm(list.items.find((m) => m.id === pending)?.measured_on ?? '')}</p>
          <Button className="btn btn--primary" onClick={() => remove(pending)}>
            {M.removeYes}
          </Button>
          <Button className="btn btn--ghost" onClick={() => setPending(null)}>
            {M.removeNo}
          </Button>
        </div>
      )}
      {list.items.length > 0 && (
        <section aria-labelledby="measurement-history">
          <h2 className="section-title" id="measurement-history">
            {M.history}
          </h2>
          <div className="table-scroll">
            <table className="body-table">
              <thead>
                <tr>
                  <th scope="col">{M.measuredOn}</th>
                  {MEASUREMENT_FIELDS.map((f) => (
                    <th scope="col" key={f.key}>
                      {f.label}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{M.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">{m.measured_on}</th>
                    {MEASUREMENT_FIELDS.map((f) => (
                      <td key={f.key}>{show(m[f.key], f.unit)}</td>
                    ))}
                    <td>
                      <Button
                        className="btn btn--ghost btn--small"
                        aria-label={M.removeLabel(m.measured_on)}
                        onClick={() => setPending(m.id)}
                      >
                        {M.remove}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
