import { useStore } from '@nanostores/react';
import { isPreviewKind } from '../../../contract/content/content-admin.schema';
import { CONTENT_MESSAGES as M } from './content.messages';
import { $contentEdit, openContentPreview } from './content-edit.store';
import { previewChannels } from './content-kinds.model';

/**
 * One プレビュー button per channel the record shows on (as the form names it, saved or not),
 * for the kinds with a page of their own; each opens the unsaved form as that channel's page in
 * a new tab. Kinds shown inside other pages say when a save shows instead.
 */
export function ContentPreviewButtons() {
  const state = useStore($contentEdit);
  if (!isPreviewKind(state.kind)) {
    return <p className="sub">{M.preview.live}</p>;
  }
  return (
    <section className="panel stack" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title" className="panel-title">
        {M.preview.title}
      </h2>
      <p className="sub">{M.preview.lead}</p>
      {previewChannels(state.form.channel_id, state.channels).map((channel) => (
        <button
          key={channel.id}
          type="button"
          className="button button-block"
          disabled={state.previewing !== null || state.busy || state.uploading}
          onClick={() => void openContentPreview(channel.id)}
        >
          {state.previewing === channel.id ? M.preview.opening : M.preview.button(channel.name)}
        </button>
      ))}
    </section>
  );
}
