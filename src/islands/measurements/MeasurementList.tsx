import { useStore } from '@nanostores/react';
import {
  MEASUREMENT_MESSAGES as M,
  MEASUREMENT_FIELDS,
} from '../../../contract/measurements/measurements.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import {
  $latestMeasurements,
  $measurements,
  loadMeasurements,
  removeMeasurement,
} from '../../lib/measurements/measurements.store';
import Button from '../shared/Button';
import ListStatus from '../shared/ListStatus';
import { Notice } from '../shared/Notice';
import RemoveConfirm from '../shared/RemoveConfirm';
import { useRecordList } from '../shared/useRecordList';

const show = (value: number | null | undefined, unit: string) =>
  typeof value === 'number' ? M.value(value, unit) : M.none;

const ACTIONS = { load: loadMeasurements, remove: removeMeasurement, removedText: M.removed };

/** /mypage/measurement/: the latest values and the history, newest first. */
export default function MeasurementList({ settings }: { settings: GuardSettings }) {
  const records = useRecordList(settings, ACTIONS);
  const list = useStore($measurements);
  const latest = useStore($latestMeasurements);
  if (!records.ready || list.status === 'loading')
    return <ListStatus failed={false} text={M.loading} />;
  if (list.status === 'error') return <ListStatus failed text={M.loadFailed} />;

  const pending = records.pending;
  return (
    <div className="body-records">
      <Notice notice={records.notice} />
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
        <RemoveConfirm
          text={{
            question: M.removeConfirm(list.items.find((m) => m.id === pending)?.measured_on ?? ''),
            yes: M.removeYes,
            no: M.removeNo,
          }}
          onYes={() => records.confirmRemove(pending)}
          onNo={records.cancelRemove}
        />
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
                        onClick={() => records.askRemove(m.id)}
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
