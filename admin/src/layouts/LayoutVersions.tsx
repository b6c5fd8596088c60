import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDateTime, versionAuthor } from '../shared/format.model';
import type { KeptVersion } from './layouts.api';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/** The kept versions of a layout or scheme, each but the current one with a confirmed undo. */
export function LayoutVersions(props: {
  versions: KeptVersion[];
  current: number | null;
  busy: boolean;
  onUndo: (n: number) => void;
}) {
  const [undoing, setUndoing] = useState<number | null>(null);
  if (props.versions.length === 0) return null;
  return (
    <section className="panel stack" aria-labelledby="layout-versions">
      <h2 id="layout-versions" className="panel-title">
        {M.versions}
      </h2>
      <ul className="plain-list">
        {props.versions.map((v) => (
          <li key={v.version}>
            {M.versionLine(
              v.version,
              formatDateTime(v.saved_at),
              versionAuthor(v.saved_by_email, v.saved_by),
            )}{' '}
            {v.version === props.current ? (
              <span className="sub">{M.current}</span>
            ) : (
              <button
                type="button"
                className="button button-small"
                disabled={props.busy}
                onClick={() => setUndoing(v.version)}
              >
                {M.undo(v.version)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={undoing !== null}
        title={M.undoTitle}
        confirmLabel={undoing === null ? '' : M.undo(undoing)}
        busy={props.busy}
        onCancel={() => setUndoing(null)}
        onConfirm={() => {
          const n = undoing;
          setUndoing(null);
          if (n !== null) props.onUndo(n);
        }}
      >
        <p>{undoing === null ? '' : M.undoBody(undoing)}</p>
      </ConfirmDialog>
    </section>
  );
}
