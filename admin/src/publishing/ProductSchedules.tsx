import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { displayValue, formatDateTime } from '../shared/format.model';
import { PUBLISHING_MESSAGES as M } from './publishing.messages';
import { type Schedule, tokyoIso } from './publishing.model';
import { $schedules, cancelSchedule, loadSchedules, makeSchedule } from './publishing.store';

const firstError = (errors: Record<string, string[]>, field: string) => errors[field]?.[0];

/**
 * 予約 on a product: the unsaved changes of the form (`fields`) set to go live at a time (Tokyo
 * time), with an optional time to put them back, confirmed first; and the product's scheduled
 * changes with プレビュー (the product page as it will be at that time, opened by `onPreview`) and
 * 取り消す for those still pending.
 */
export function ProductSchedules(props: {
  productKey: string;
  fields: Record<string, unknown>;
  labelOf: (field: string) => string;
  onScheduled: () => void;
  onPreview: (id: number) => void;
  previewing: boolean;
}) {
  const state = useStore($schedules);
  const [runAt, setRunAt] = useState('');
  const [revertAt, setRevertAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Schedule | null>(null);
  useEffect(() => {
    void loadSchedules(props.productKey);
  }, [props.productKey]);
  const names = Object.keys(props.fields);
  const ask = () => {
    if (names.length === 0) return setLocalError(M.noChanges);
    if (!tokyoIso(runAt)) return setLocalError(M.runAtRequired);
    setLocalError(null);
    setConfirming(true);
  };
  const schedule = async () => {
    const run_at = tokyoIso(runAt) ?? '';
    const revert_at = tokyoIso(revertAt) ?? undefined;
    const made = await makeSchedule(props.productKey, { run_at, revert_at, fields: props.fields });
    setConfirming(false);
    if (made) {
      setRunAt('');
      setRevertAt('');
      props.onScheduled();
    }
  };
  return (
    <section className="panel stack" aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="panel-title">
        {M.scheduleTitle}
      </h2>
      <p className="field-hint">{M.scheduleHint}</p>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {(localError ?? state.error) && <Notice kind="error">{localError ?? state.error}</Notice>}
      <Field label={M.runAt} required error={firstError(state.errors, 'run_at')}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            step="1"
            className="input"
            value={runAt}
            onChange={(e) => setRunAt(e.target.value)}
          />
        )}
      </Field>
      <Field label={M.revertAt} hint={M.revertHint} error={firstError(state.errors, 'revert_at')}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            step="1"
            className="input"
            value={revertAt}
            onChange={(e) => setRevertAt(e.target.value)}
          />
        )}
      </Field>
      <button type="button" className="button button-block" disabled={state.busy} onClick={ask}>
        {M.scheduleButton}
      </button>
      <h3 className="panel-subtitle">{M.listTitle}</h3>
      {state.rows.length === 0 ? (
        <p>{M.listEmpty}</p>
      ) : (
        <ul className="schedule-list stack">
          {state.rows.map((row) => (
            <li key={row.id} className="schedule-item">
              <span className="schedule-when">{formatDateTime(row.run_at)}</span>{' '}
              <span className={`status-tag status-${row.status}`}>{M.statuses[row.status]}</span>
              <span className="sub">
                {' '}
                {Object.entries(row.fields)
                  .map(([k, v]) => `${props.labelOf(k)}: ${displayValue(v)}`)
                  .join('、')}
              </span>
              {row.status === 'pending' && (
                <button
                  type="button"
                  className="button button-small"
                  disabled={props.previewing}
                  aria-label={M.previewLabel(formatDateTime(row.run_at))}
                  onClick={() => props.onPreview(row.id)}
                >
                  {M.preview}
                </button>
              )}
              {row.status === 'pending' && (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={M.cancelLabel(formatDateTime(row.run_at))}
                  onClick={() => setCancelling(row)}
                >
                  {M.cancel}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={M.confirmTitle}
        confirmLabel={M.confirmButton}
        busy={state.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void schedule()}
      >
        <p>{M.confirmBody(formatDateTime(tokyoIso(runAt)), names.map(props.labelOf).join('、'))}</p>
        {tokyoIso(revertAt) && <p>{M.confirmRevert(formatDateTime(tokyoIso(revertAt)))}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelling !== null}
        title={M.cancelTitle}
        confirmLabel={M.cancelConfirm}
        danger
        busy={state.busy}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const row = cancelling;
          setCancelling(null);
          if (row) void cancelSchedule(props.productKey, row.id);
        }}
      >
        <p>{cancelling && formatDateTime(cancelling.run_at)}</p>
      </ConfirmDialog>
    </section>
  );
}
