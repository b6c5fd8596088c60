import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { LAYOUT_NAMES } from '../../../contract/settings/layouts.schema';
import { PublishStatus } from '../publishing/PublishStatus';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { ScreenTitle } from '../shared/Screen';
import { VersionList } from '../shared/VersionList';
import { EmbedAdder } from './EmbedAdder';
import { LAYOUT_VERSION_LABELS, LAYOUTS_MESSAGES as M } from './layouts.messages';
import './layouts.css';
import {
  addableSections,
  addSection,
  formOf,
  type LayoutChange,
  layoutChanges,
  pageChoices,
  SECTION_PAGES,
} from './page-layout.model';
import {
  $pageLayout,
  askSave,
  editForm,
  openPageLayouts,
  pickChannel,
  pickPage,
  savedLayout,
  saveLayout,
  takeLatest,
  undoTo,
} from './page-layouts.store';
import { SectionList } from './SectionList';

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

/**
 * 画面レイアウト: a channel's page, its layout and its sections in order (move, hide, add a part
 * or an embed of a media file, remove), a confirmed save that shows what changes, the live publish status, and undo.
 */
export function PageLayoutScreen() {
  const state = useStore($pageLayout);
  const [adding, setAdding] = useState('');
  const ids = { channel: useId(), page: useId(), add: useId() };
  useEffect(() => {
    void openPageLayouts();
  }, []);
  if (state.status === 'loading') return <p className="loading">{M.loading}</p>;
  const saved = savedLayout(state);
  const changes = layoutChanges(formOf(state.page, saved), state.form);
  const addable = addableSections(state.page, state.form.sections);
  const ordersSections = SECTION_PAGES.includes(state.page);
  const toAdd = addable.includes(adding) ? adding : (addable[0] ?? '');
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
        <Field label={M.layout} error={state.errors.layout?.[0]}>
          {(control) => (
            <select
              {...control}
              className="input input-small"
              value={state.form.layout}
              onChange={(e) =>
                editForm({ ...state.form, layout: e.target.value as typeof state.form.layout })
              }
            >
              {LAYOUT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {M.layouts[name] ?? name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {ordersSections ? (
          <fieldset className="form-section">
            <legend className="field-label">{M.sections}</legend>
            <p className="field-hint">{M.sectionsHint}</p>
            {state.form.sections.length === 0 && <p className="sub">{M.noSections}</p>}
            <SectionList
              sections={state.form.sections}
              errors={state.errors}
              disabled={state.busy}
              onChange={(sections) => editForm({ ...state.form, sections })}
            />
            <div className="inline-form">
              {addable.length === 0 ? (
                <p className="sub">{M.nothingToAdd}</p>
              ) : (
                <>
                  <label htmlFor={ids.add} className="field-label">
                    {M.addSection}
                  </label>
                  <select
                    id={ids.add}
                    className="input input-small"
                    value={toAdd}
                    onChange={(e) => setAdding(e.target.value)}
                  >
                    {addable.map((type) => (
                      <option key={type} value={type}>
                        {section(type)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="button"
                    disabled={state.busy || !toAdd}
                    onClick={() =>
                      editForm({ ...state.form, sections: addSection(state.form.sections, toAdd) })
                    }
                  >
                    {M.add}
                  </button>
                </>
              )}
            </div>
            <EmbedAdder
              sections={state.form.sections}
              disabled={state.busy}
              onAdd={(sections) => editForm({ ...state.form, sections })}
            />
          </fieldset>
        ) : (
          <p className="field-hint">{M.onlyLayout}</p>
        )}
        <div className="filter-actions">
          <button type="submit" className="button button-primary" disabled={state.busy}>
            {M.save}
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
            {changes.map((c) => (
              <li key={changeLine(c)}>{changeLine(c)}</li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}
