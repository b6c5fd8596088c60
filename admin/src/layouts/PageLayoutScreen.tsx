import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { PublishStatus } from '../publishing/PublishStatus';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Notice } from '../shared/Field';
import { ScreenTitle } from '../shared/Screen';
import { VersionList } from '../shared/VersionList';
import { LayoutFields } from './LayoutFields';
import { LAYOUT_VERSION_LABELS, LAYOUTS_MESSAGES as M } from './layouts.messages';
import './layouts.css';
import {
  formOf,
  type LayoutChange,
  layoutChanges,
  pageChoices,
  type SeasonChange,
  seasonChanges,
} from './page-layout.model';
import {
  $pageLayout,
  askSave,
  editForm,
  openLayoutPreview,
  openPageLayouts,
  pickChannel,
  pickPage,
  savedLayout,
  saveLayout,
  takeLatest,
  undoTo,
} from './page-layouts.store';
import { SeasonFields } from './SeasonFields';

const section = (type: string) => M.sectionName(type, null, M.sectionNames);

function changeLine(change: LayoutChange): string {
  switch (change.kind) {
    case 'layout':
      return M.changeLines.layout(
        M.layouts[change.from] ?? change.from,
        M.layouts[change.to] ?? change.to,
      );
    case 'order':
      return M.changeLines.order(change.to.map(section).join(' → '));
    default:
      return M.changeLines[change.kind](
        M.sectionName(change.type, change.title ?? null, M.sectionNames),
      );
  }
}

function seasonLine(change: SeasonChange): string {
  const lines = M.seasonChangeLines;
  switch (change.kind) {
    case 'season-added':
      return lines.added;
    case 'season-removed':
      return lines.removed;
    case 'season-period':
      return lines.period(M.periodText(shown(change.from), shown(change.to)));
    default:
      return lines.own(changeLine(change.change));
  }
}

/** A typed `datetime-local` value as staff read it. */
const shown = (local: string) => local.replace('T', ' ');

/**
 * 画面レイアウト: a channel's page, its layout and its sections in order (move, hide, add a part
 * or an embed of a media file, remove), its period layout (a sale's, with its start and end), a
 * confirmed save that shows what changes, the live publish status, and undo.
 */
export function PageLayoutScreen() {
  const state = useStore($pageLayout);
  const ids = { channel: useId(), page: useId() };
  useEffect(() => {
    void openPageLayouts();
  }, []);
  if (state.status === 'loading') return <p className="loading">{M.loading}</p>;
  const saved = savedLayout(state);
  const before = formOf(state.page, saved);
  const changes = [
    ...layoutChanges(before, state.form).map(changeLine),
    ...seasonChanges(before, state.form).map(seasonLine),
  ];
  return (
    <>
      <ScreenTitle>{M.layoutsTitle}</ScreenTitle>
      <div className="filters layout-pickers">
        <div className="field">
          <label htmlFor={ids.channel} className="field-label">
            {M.channel}
          </label>
          <select
            id={ids.channel}
            className="input"
            value={state.channel}
            disabled={state.busy}
            onChange={(e) => void pickChannel(e.target.value)}
          >
            {state.channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.page} className="field-label">
            {M.page}
          </label>
          <select
            id={ids.page}
            className="input"
            value={state.page}
            disabled={state.busy}
            onChange={(e) => void pickPage(e.target.value)}
          >
            {pageChoices(state.saved).map((p) => (
              <option key={p} value={p}>
                {M.pageName(p, M.pages)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.conflict && (
        <button type="button" className="button" onClick={takeLatest}>
          {M.reloadLatest}
        </button>
      )}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      <form
        className="panel stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          askSave(true);
        }}
      >
        <LayoutFields
          page={state.page}
          form={state.form}
          errors={state.errors}
          busy={state.busy}
          onChange={(own) => editForm({ ...state.form, ...own })}
        />
        <SeasonFields
          page={state.page}
          form={state.form}
          saved={saved}
          errors={state.errors}
          busy={state.busy}
          previewing={state.previewing === 'season'}
          onChange={editForm}
          onPreview={() => void openLayoutPreview('season')}
        />
        <p className="field-hint">{M.previewHint}</p>
        <div className="filter-actions">
          <button type="submit" className="button button-primary" disabled={state.busy}>
            {M.save}
          </button>
          <button
            type="button"
            className="button"
            disabled={state.busy || state.previewing !== null}
            onClick={() => void openLayoutPreview('own')}
          >
            {state.previewing === 'own' ? M.previewOpening : M.previewLayout}
          </button>
        </div>
      </form>
      <PublishStatus />
      <VersionList
        versions={state.versions}
        current={saved?.version ?? null}
        busy={state.busy}
        labels={LAYOUT_VERSION_LABELS}
        onRestore={(n) => void undoTo(n)}
      />
      <ConfirmDialog
        open={state.confirming}
        title={M.saveConfirmTitle}
        confirmLabel={M.save}
        busy={state.busy}
        onCancel={() => askSave(false)}
        onConfirm={() => void saveLayout()}
      >
        <p>
          {M.pageName(state.page, M.pages)}
          {' — '}
          {M.saveConfirmBody}
        </p>
        {changes.length === 0 ? (
          <p>{M.noChange}</p>
        ) : (
          <ul className="change-list">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}
