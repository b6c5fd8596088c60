import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { PublishStatus } from '../publishing/PublishStatus';
import { PublishWindowBadge } from '../publishing/PublishWindowBadge';
import { PUBLISHING_MESSAGES as P } from '../publishing/publishing.messages';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Notice } from '../shared/Field';
import { formatDateTime, versionAuthor } from '../shared/format.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { ContentFieldInput } from './ContentFieldInput';
import { ContentPreviewButtons } from './ContentPreviewButtons';
import { CONTENT_MESSAGES as M } from './content.messages';
import {
  $contentEdit,
  askSave,
  openContent,
  restoreVersion,
  saveContent,
  takeLatest,
} from './content-edit.store';
import { KIND_SCREENS } from './content-kinds.model';

/**
 * The generic content form: the kind's fields (KIND_SCREENS), a confirmed save that publishes,
 * the プレビュー buttons of the kinds with a page of their own, the publish status, and the kept
 * versions with their restore.
 */
export function ContentEdit(props: { kind: ContentKindName; id: number | null }) {
  const state = useStore($contentEdit);
  const [restoring, setRestoring] = useState<number | null>(null);
  const name = M.kinds[props.kind];
  useEffect(() => {
    void openContent(props.kind, props.id);
  }, [props.kind, props.id]);
  const title = state.record ? M.editTitle(name) : M.newTitle(name);
  if (state.status === 'loading') return <p className="loading">{M.loading}</p>;
  if (state.status !== 'ready') return <Notice kind="error">{state.error ?? M.empty}</Notice>;
  return (
    <>
      <ScreenTitle
        actions={
          <a className="button" href={routeHref({ name: 'content', kind: props.kind })}>
            {M.back}
          </a>
        }
      >
        {title}
      </ScreenTitle>
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.conflict && (
        <button type="button" className="button" onClick={takeLatest}>
          {M.reloadLatest}
        </button>
      )}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.record && (
        <p className="saved-state">
          <span className="sub">{P.savedState}</span>{' '}
          <PublishWindowBadge
            record={{
              shown: state.record.is_show === true,
              from:
                typeof state.record.publish_from === 'string' ? state.record.publish_from : null,
              to: typeof state.record.publish_to === 'string' ? state.record.publish_to : null,
            }}
          />
        </p>
      )}
      <form
        className="panel stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          askSave(true);
        }}
      >
        {KIND_SCREENS[props.kind].fields.map((spec) => (
          <ContentFieldInput key={spec.name} spec={spec} />
        ))}
        <div className="filter-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={state.busy || state.uploading}
          >
            {M.save}
          </button>
        </div>
      </form>
      <ContentPreviewButtons />
      <PublishStatus />
      {state.versions.length > 0 && (
        <section className="panel stack" aria-labelledby="content-versions">
          <h2 id="content-versions" className="panel-title">
            {M.versions}
          </h2>
          <ul className="plain-list">
            {state.versions.map((v) => (
              <li key={v.version}>
                {M.versionLine(
                  v.version,
                  formatDateTime(v.saved_at),
                  versionAuthor(v.saved_by_email, v.saved_by),
                )}{' '}
                {v.version !== state.record?.version && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={state.busy}
                    onClick={() => setRestoring(v.version)}
                  >
                    {M.restore(v.version)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={state.confirming}
        title={M.saveConfirmTitle}
        confirmLabel={M.save}
        busy={state.busy}
        onCancel={() => askSave(false)}
        onConfirm={() => void saveContent()}
      >
        <p>{M.saveConfirmBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={restoring !== null}
        title={M.restoreTitle}
        confirmLabel={restoring === null ? '' : M.restore(restoring)}
        busy={state.busy}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const n = restoring;
          setRestoring(null);
          if (n !== null) void restoreVersion(n);
        }}
      >
        <p>{restoring === null ? '' : M.restoreBody(restoring)}</p>
      </ConfirmDialog>
    </>
  );
}
