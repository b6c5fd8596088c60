import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { PublishStatus } from '../publishing/PublishStatus';
import { PublishWindowBadge } from '../publishing/PublishWindowBadge';
import { PUBLISHING_MESSAGES as P } from '../publishing/publishing.messages';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Notice } from '../shared/Field';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { VersionList } from '../shared/VersionList';
import { ContentFieldInput } from './ContentFieldInput';
import { ContentPreviewButtons } from './ContentPreviewButtons';
import { CONTENT_VERSION_LABELS, CONTENT_MESSAGES as M } from './content.messages';
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
      <VersionList
        versions={state.versions}
        current={state.record?.version ?? null}
        busy={state.busy}
        labels={CONTENT_VERSION_LABELS}
        onRestore={(n) => void restoreVersion(n)}
      />
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
    </>
  );
}
