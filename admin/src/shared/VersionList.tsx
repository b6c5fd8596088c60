import { useId, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDateTime, versionAuthor } from './format.model';

/** A kept version as the back office's version calls answer it. */
export type VersionRow = {
  version: number;
  saved_at: string;
  saved_by: string;
  saved_by_email: string | null;
};

/** The words a version list shows (each area keeps its own copy). */
export type VersionListLabels = {
  heading: string;
  line: (n: number, at: string, by: string) => string;
  /** Beside the current version (none: nothing is shown there). */
  current?: string;
  /** The button that puts version `n` back, and the confirmation's button. */
  restore: (n: number) => string;
  confirmTitle: string;
  confirmBody: (n: number) => string;
};

/**
 * The kept versions of a record, newest first: who saved each when, and for each but the current
 * one a button that puts it back (as a new version) after a confirmation.
 */
export function VersionList(props: {
  versions: VersionRow[];
  current: number | null;
  busy: boolean;
  labels: VersionListLabels;
  onRestore: (n: number) => void;
}) {
  const [restoring, setRestoring] = useState<number | null>(null);
  const headingId = useId();
  const { labels } = props;
  if (props.versions.length === 0) return null;
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title">
        {labels.heading}
      </h2>
      <ul className="plain-list">
        {props.versions.map((v) => (
          <li key={v.version}>
            {labels.line(
              v.version,
              formatDateTime(v.saved_at),
              versionAuthor(v.saved_by_email, v.saved_by),
            )}{' '}
            {v.version === props.current ? (
              labels.current && <span className="sub">{labels.current}</span>
            ) : (
              <button
                type="button"
                className="button button-small"
                disabled={props.busy}
                onClick={() => setRestoring(v.version)}
              >
                {labels.restore(v.version)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={restoring !== null}
        title={labels.confirmTitle}
        confirmLabel={restoring === null ? '' : labels.restore(restoring)}
        busy={props.busy}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const n = restoring;
          setRestoring(null);
          if (n !== null) props.onRestore(n);
        }}
      >
        <p>{restoring === null ? '' : labels.confirmBody(restoring)}</p>
      </ConfirmDialog>
    </section>
  );
}
