import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { SCHEME_COLOR_NAMES, type SchemeColors } from '../../../contract/color/scheme-colors';
import { PublishStatus } from '../publishing/PublishStatus';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { isoOf } from '../shared/format.model';
import { ScreenTitle } from '../shared/Screen';
import { useBoundaryClock } from '../shared/useBoundaryClock';
import { VersionList } from '../shared/VersionList';
import { ColorRow } from './ColorRow';
import {
  colorChanges,
  colorsOf,
  contrastRows,
  periodChanged,
  schemeListRows,
} from './color-scheme.model';
import {
  $colorScheme,
  addScheme,
  askNewScheme,
  askSchemeChoice,
  askSchemeRemoval,
  askSchemeSave,
  chooseShownScheme,
  editedScheme,
  editScheme,
  openColorSchemes,
  openSchemePreview,
  pickScheme,
  pickSchemeChannel,
  removeEditedScheme,
  saveColorScheme,
  setColor,
  setSchemePeriod,
  takeLatestScheme,
  typeNewSchemeName,
  undoSchemeTo,
} from './color-schemes.store';
import { LAYOUT_VERSION_LABELS, LAYOUTS_MESSAGES as M } from './layouts.messages';
import './layouts.css';
import { PeriodFields } from './PeriodFields';
import { periodLine } from './period-line.model';
import { SchemeList } from './SchemeList';
import { ContrastTable, SchemePreview } from './SchemePreview';

/**
 * 配色: a channel's colour scheme, its colours as pickers and hex text, a live preview, the
 * contrast check (WCAG AA), a confirmed save showing the change, the publish status and undo;
 * a new scheme from the colours on screen, and a confirmed choice of the scheme the storefront shows.
 */
export function ColorSchemeScreen() {
  const state = useStore($colorScheme);
  const ids = { channel: useId(), scheme: useId() };
  useEffect(() => {
    void openColorSchemes();
  }, []);
  const now = useBoundaryClock(state.schemes.flatMap((s) => [s.publish_from, s.publish_to]));
  if (state.status === 'loading') return <p className="loading">{M.loading}</p>;
  const scheme = editedScheme(state);
  const contrast = contrastRows(state.form.colors);
  const unreadable = !state.form.useTheme && contrast.some((r) => !r.ok);
  const before = (scheme?.colors ?? null) as SchemeColors | null;
  const changes = colorChanges(before, colorsOf(state.form));
  const periodEdited = scheme !== undefined && periodChanged(scheme, state.form);
  const unsaved =
    changes.length > 0 || periodEdited || (scheme !== undefined && scheme.name !== state.form.name);
  const shown = state.schemes.find((s) => s.is_selected);
  const rows = schemeListRows(state.schemes, now);
  const inUseId = rows.find((r) => r.inUse)?.id;
  const seasonal =
    state.form.from !== '' ||
    state.form.to !== '' ||
    Boolean(scheme?.publish_from || scheme?.publish_to);
  return (
    <>
      <ScreenTitle
        actions={
          <button
            type="button"
            className="button"
            disabled={state.busy || state.status !== 'ready'}
            onClick={() => askNewScheme(true)}
          >
            {M.addScheme}
          </button>
        }
      >
        {M.schemesTitle}
      </ScreenTitle>
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
            onChange={(e) => void pickSchemeChannel(e.target.value)}
          >
            {state.channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {state.schemes.length > 0 && (
          <div className="field">
            <label htmlFor={ids.scheme} className="field-label">
              {M.scheme}
            </label>
            <select
              id={ids.scheme}
              className="input"
              value={state.schemeId ?? ''}
              disabled={state.busy}
              onChange={(e) => void pickScheme(Number(e.target.value))}
            >
              {state.schemes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.id === inUseId ? M.inUse : ''}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <SchemeList rows={rows} />
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.conflict && (
        <button type="button" className="button" onClick={takeLatestScheme}>
          {M.reloadLatest}
        </button>
      )}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {!scheme ? (
        <p className="sub">{M.noSchemes}</p>
      ) : (
        <form
          className="panel stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            askSchemeSave(true);
          }}
        >
          {!scheme.is_selected && !seasonal && (
            <div className="scheme-choice">
              <Notice kind="info">{M.notInUse}</Notice>
              <button
                type="button"
                className="button"
                disabled={state.busy}
                onClick={() => askSchemeChoice(true)}
              >
                {M.choose}
              </button>
            </div>
          )}
          <Field label={M.name} required error={state.errors.name?.[0]}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={state.form.name}
                maxLength={40}
                onChange={(e) => editScheme({ name: e.target.value })}
              />
            )}
          </Field>
          <PeriodFields
            legend={M.period}
            hint={M.periodHint}
            from={state.form.from}
            to={state.form.to}
            errors={state.errors}
            disabled={state.busy}
            onChange={setSchemePeriod}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={state.form.useTheme}
              onChange={(e) => editScheme({ useTheme: e.target.checked })}
            />
            {M.useTheme}
          </label>
          {!state.form.useTheme && (
            <div className="scheme-grid">
              <div className="stack">
                {SCHEME_COLOR_NAMES.map((name) => (
                  <ColorRow
                    key={name}
                    name={name}
                    value={state.form.colors[name]}
                    error={state.errors[`colors.${name}`]?.[0]}
                    disabled={state.busy}
                    onChange={(value) => setColor(name, value)}
                  />
                ))}
              </div>
              <div className="stack">
                <SchemePreview colors={state.form.colors} />
                <ContrastTable rows={contrast} />
                {unreadable && <Notice kind="error">{M.contrastWarning}</Notice>}
              </div>
            </div>
          )}
          <p className="field-hint">{M.previewHint}</p>
          <div className="filter-actions">
            <button type="submit" className="button button-primary" disabled={state.busy}>
              {M.save}
            </button>
            <button
              type="button"
              className="button"
              disabled={state.busy || state.previewing}
              onClick={() => void openSchemePreview()}
            >
              {state.previewing ? M.previewOpening : M.previewScheme}
            </button>
            {!scheme.is_selected && (
              <button
                type="button"
                className="button button-danger"
                disabled={state.busy}
                onClick={() => askSchemeRemoval(true)}
              >
                {M.removeScheme}
              </button>
            )}
          </div>
        </form>
      )}
      <PublishStatus />
      <VersionList
        versions={state.versions}
        current={scheme?.version ?? null}
        busy={state.busy}
        labels={LAYOUT_VERSION_LABELS}
        onRestore={(n) => void undoSchemeTo(n)}
      />
      <ConfirmDialog
        open={state.confirming}
        title={M.saveConfirmTitle}
        confirmLabel={M.save}
        busy={state.busy}
        onCancel={() => askSchemeSave(false)}
        onConfirm={() => void saveColorScheme()}
      >
        <p>
          {scheme?.is_selected ? M.saveConfirmBody : seasonal ? M.seasonalSaveBody : M.notInUse}
        </p>
        {state.confirming && unreadable && <Notice kind="error">{M.contrastWarning}</Notice>}
        <ul className="change-list">
          {scheme && scheme.name !== state.form.name && (
            <li>{M.nameChange(scheme.name, state.form.name)}</li>
          )}
          {scheme && periodEdited && (
            <li>
              {M.periodChange(
                periodLine(scheme.publish_from, scheme.publish_to),
                periodLine(isoOf(state.form.from), isoOf(state.form.to)),
              )}
            </li>
          )}
          {changes.map((c) => (
            <li key={c.name}>{M.colorChange(M.colorNames[c.name], c.from, c.to)}</li>
          ))}
        </ul>
        {!unsaved && <p>{M.noChange}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={state.choosing}
        title={M.chooseTitle}
        confirmLabel={M.choose}
        busy={state.busy}
        onCancel={() => askSchemeChoice(false)}
        onConfirm={() => void chooseShownScheme()}
      >
        <p>{scheme ? M.chooseBody(scheme.name, shown?.name ?? null) : ''}</p>
        {unsaved && <Notice kind="info">{M.chooseUnsaved}</Notice>}
      </ConfirmDialog>
      <ConfirmDialog
        open={state.removing}
        title={M.removeTitle}
        confirmLabel={M.removeScheme}
        danger
        busy={state.busy}
        onCancel={() => askSchemeRemoval(false)}
        onConfirm={() => void removeEditedScheme()}
      >
        <p>{scheme ? M.removeBody(scheme.name) : ''}</p>
        {seasonal && <Notice kind="info">{M.removeSeasonal}</Notice>}
      </ConfirmDialog>
      <ConfirmDialog
        open={state.adding.open}
        title={M.addTitle}
        confirmLabel={M.addConfirm}
        busy={state.busy}
        onCancel={() => askNewScheme(false)}
        onConfirm={() => void addScheme()}
      >
        <p>{M.addBody}</p>
        <Field
          label={M.addName}
          required
          error={state.adding.errors.name?.[0] ?? Object.values(state.adding.errors)[0]?.[0]}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={state.adding.name}
              maxLength={40}
              onChange={(e) => typeNewSchemeName(e.target.value)}
            />
          )}
        </Field>
      </ConfirmDialog>
    </>
  );
}
