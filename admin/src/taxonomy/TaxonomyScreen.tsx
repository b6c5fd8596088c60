import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PublishWindowBadge } from '../publishing/PublishWindowBadge';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { firstError } from '../shared/http.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { VersionList, type VersionRow } from '../shared/VersionList';
import { TAXONOMY_MESSAGES as M, PAGE_VERSION_LABELS } from './taxonomy.messages';
import {
  type PageDraft,
  pageDraftOf,
  parentChoices,
  type TaxonomyItem,
  type TaxonomyKind,
  taxonomyBody,
  treeRows,
} from './taxonomy.model';
import {
  $taxonomy,
  addTaxonomy,
  loadPageVersions,
  loadTaxonomy,
  removeTaxonomy,
  restorePage,
  saveTaxonomy,
} from './taxonomy.store';

type Draft = {
  key?: string;
  name: string;
  kana: string;
  description: string;
  parent: string;
  sort: string;
  /** Brands and makers: their page's display, period and version. */
  page?: PageDraft;
};
const EMPTY: Draft = { key: '', name: '', kana: '', description: '', parent: '', sort: '0' };
const draftOf = (item: TaxonomyItem): Draft => ({
  name: item.name,
  kana: item.kana,
  description: item.description,
  parent: item.parent_id === null ? '' : String(item.parent_id),
  sort: String(item.sort),
  page: pageDraftOf(item),
});

/** What a brand's or maker's save changes, as its confirmation lists it. */
function changeLines(item: TaxonomyItem, draft: Draft): string[] {
  const lines: string[] = [];
  const was = pageDraftOf(item);
  if (item.name !== draft.name.trim()) lines.push(M.changes.name(item.name, draft.name.trim()));
  if (item.kana !== draft.kana.trim()) lines.push(M.changes.kana(item.kana, draft.kana.trim()));
  if (item.description !== draft.description.trim()) lines.push(M.changes.description);
  if (draft.page && was.show !== draft.page.show) lines.push(M.changes.show(draft.page.show));
  if (draft.page && (was.from !== draft.page.from || was.to !== draft.page.to)) {
    const at = (local: string) => local.replace('T', ' ');
    lines.push(M.changes.period(at(draft.page.from), at(draft.page.to)));
  }
  if (String(item.sort) !== draft.sort.trim()) lines.push(M.changes.sort(item.sort, draft.sort));
  return lines;
}

/**
 * カテゴリ管理 / ブランド管理 / メーカー管理: add, rename, move (categories), order, delete; a
 * brand's or maker's page also its display, publish period and kept versions, each save
 * confirmed with what it changes.
 */
export function TaxonomyScreen(props: { kind: TaxonomyKind }) {
  const state = useStore($taxonomy);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<{ id: number; draft: Draft } | null>(null);
  const [removing, setRemoving] = useState<TaxonomyItem | null>(null);
  const [confirming, setConfirming] = useState<TaxonomyItem | null>(null);
  const startEditing = (item: TaxonomyItem) => {
    setEditing({ id: item.id, draft: draftOf(item) });
    void loadPageVersions(item.id);
  };
  const save = async (item: TaxonomyItem, next: Draft) => {
    if (await saveTaxonomy(item.id, taxonomyBody(props.kind, next))) setEditing(null);
  };
  useEffect(() => {
    setDraft(EMPTY);
    setEditing(null);
    void loadTaxonomy(props.kind);
  }, [props.kind]);
  const isTree = props.kind === 'categories';
  const rows = isTree ? treeRows(state.items) : state.items.map((item) => ({ item, depth: 0 }));
  const onAdd = async () => {
    if (await addTaxonomy(taxonomyBody(props.kind, draft))) setDraft(EMPTY);
  };
  return (
    <section className="stack">
      <ScreenTitle>{M.titles[props.kind]}</ScreenTitle>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.conflict && editing && (
        <button
          type="button"
          className="button"
          onClick={() => {
            const latest = state.conflict;
            if (latest) startEditing(latest);
            void loadTaxonomy(props.kind, true);
          }}
        >
          {M.reloadLatest}
        </button>
      )}
      <form
        noValidate
        className="panel form-section"
        onSubmit={(event) => {
          event.preventDefault();
          void onAdd();
        }}
      >
        <h2 className="panel-title">{M.addTitle[props.kind]}</h2>
        <div className="form-grid">
          <Field
            label={M.key}
            required
            hint={M.keyHint}
            error={editing ? undefined : firstError(state.errors, 'key')}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={draft.key ?? ''}
                onChange={(event) => setDraft({ ...draft, key: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={M.name}
            required
            error={editing ? undefined : firstError(state.errors, 'name')}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            )}
          </Field>
          {isTree ? (
            <Field
              label={M.parent}
              error={editing ? undefined : firstError(state.errors, 'parent_id')}
            >
              {(control) => (
                <ParentSelect
                  control={control}
                  items={state.items}
                  self={null}
                  value={draft.parent}
                  onChange={(parent) => setDraft({ ...draft, parent })}
                />
              )}
            </Field>
          ) : (
            <Field label={M.kana}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={draft.kana}
                  onChange={(event) => setDraft({ ...draft, kana: event.target.value })}
                />
              )}
            </Field>
          )}
          {!isTree && (
            <Field
              label={M.description}
              error={editing ? undefined : firstError(state.errors, 'description')}
            >
              {(control) => (
                <textarea
                  {...control}
                  className="input textarea"
                  rows={3}
                  value={draft.description}
                  onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                />
              )}
            </Field>
          )}
          <Field label={M.sort}>
            {(control) => (
              <input
                {...control}
                className="input input-small"
                inputMode="numeric"
                value={draft.sort}
                onChange={(event) => setDraft({ ...draft, sort: event.target.value })}
              />
            )}
          </Field>
        </div>
        <button type="submit" className="button button-primary" disabled={state.busy}>
          {M.add}
        </button>
      </form>
      {state.loading ? (
        <p className="loading">{SHARED.loading}</p>
      ) : rows.length === 0 ? (
        <p className="sub">{M.empty}</p>
      ) : (
        <div className="panel table-scroll">
          <table className="change-table taxonomy-table row-cards">
            <caption className="visually-hidden">{M.listCaption[props.kind]}</caption>
            <thead>
              <tr>
                <th scope="col">{M.name}</th>
                <th scope="col">{M.key}</th>
                {isTree && <th scope="col">{M.parent}</th>}
                <th scope="col">{M.sort}</th>
                <th scope="col">{M.products}</th>
                <th scope="col">{M.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ item, depth }) =>
                editing?.id === item.id ? (
                  <EditRow
                    key={item.id}
                    kind={props.kind}
                    item={item}
                    items={state.items}
                    draft={editing.draft}
                    errors={state.errors}
                    busy={state.busy}
                    onChange={(next) => setEditing({ id: item.id, draft: next })}
                    versions={state.versions}
                    onCancel={() => setEditing(null)}
                    onSave={() => (isTree ? void save(item, editing.draft) : setConfirming(item))}
                    onRestore={async (n) => {
                      if (await restorePage(item, n)) setEditing(null);
                    }}
                  />
                ) : (
                  <tr key={item.id}>
                    <th scope="row" style={{ paddingInlineStart: `${0.5 + depth * 1.25}rem` }}>
                      {depth > 0 && <span aria-hidden="true">└ </span>}
                      {item.name}
                    </th>
                    <td className="mono" data-label={M.key}>
                      {item.key}
                    </td>
                    {isTree && (
                      <td data-label={M.parent}>
                        {state.items.find((c) => c.id === item.parent_id)?.name ?? '—'}
                      </td>
                    )}
                    <td className="num" data-label={M.sort}>
                      {item.sort}
                    </td>
                    <td className="num" data-label={M.products}>
                      {item.product_count}
                    </td>
                    <td className="row-card-wide">
                      <div className="row-actions">
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={M.editOf(item.name)}
                          onClick={() => startEditing(item)}
                        >
                          {M.edit}
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger-text"
                          aria-label={M.removeOf(item.name)}
                          onClick={() => setRemoving(item)}
                        >
                          {M.remove}
                        </button>
                      </div>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={M.removeTitle}
        confirmLabel={M.removeConfirm}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeTaxonomy(removing);
          setRemoving(null);
        }}
      >
        <p>{removing ? M.removeLead(removing.name) : ''}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={M.saveTitle}
        confirmLabel={M.save}
        busy={state.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const item = confirming;
          setConfirming(null);
          if (item && editing) void save(item, editing.draft);
        }}
      >
        <p>{confirming ? M.saveLead(confirming.name) : ''}</p>
        {confirming && editing && <ChangeList lines={changeLines(confirming, editing.draft)} />}
      </ConfirmDialog>
    </section>
  );
}

function ChangeList(props: { lines: string[] }) {
  if (props.lines.length === 0) return <p>{M.noChange}</p>;
  return (
    <ul className="change-list">
      {props.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function ParentSelect(props: {
  control?: Record<string, unknown>;
  label?: string;
  items: TaxonomyItem[];
  self: number | null;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <select
      {...props.control}
      aria-label={props.label}
      className="input"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{M.noParent}</option>
      {treeRows(parentChoices(props.items, props.self)).map(({ item, depth }) => (
        <option key={item.id} value={String(item.id)}>
          {`${'　'.repeat(depth)}${item.name}`}
        </option>
      ))}
    </select>
  );
}

function EditRow(props: {
  kind: TaxonomyKind;
  item: TaxonomyItem;
  items: TaxonomyItem[];
  draft: Draft;
  errors: Record<string, string[]>;
  busy: boolean;
  versions: VersionRow[];
  onChange: (draft: Draft) => void;
  onCancel: () => void;
  onSave: () => void;
  onRestore: (n: number) => void;
}) {
  const { draft, item } = props;
  const error =
    firstError(props.errors, 'name') ??
    firstError(props.errors, 'parent_id') ??
    firstError(props.errors, 'description') ??
    firstError(props.errors, 'sort');
  const page = draft.page;
  return (
    <>
      <tr>
        <th scope="row">
          <input
            className="input input-small"
            aria-label={M.nameOf(item.name)}
            aria-invalid={error ? true : undefined}
            value={draft.name}
            onChange={(event) => props.onChange({ ...draft, name: event.target.value })}
          />
          {error && <p className="field-error">{error}</p>}
        </th>
        <td className="mono" data-label={M.key}>
          {item.key}
        </td>
        {props.kind === 'categories' && (
          <td data-label={M.parent}>
            <ParentSelect
              label={M.parentOf(item.name)}
              items={props.items}
              self={item.id}
              value={draft.parent}
              onChange={(parent) => props.onChange({ ...draft, parent })}
            />
          </td>
        )}
        <td data-label={M.sort}>
          <input
            className="input input-small input-stock"
            inputMode="numeric"
            aria-label={M.sortOf(item.name)}
            value={draft.sort}
            onChange={(event) => props.onChange({ ...draft, sort: event.target.value })}
          />
        </td>
        <td className="num" data-label={M.products}>
          {item.product_count}
        </td>
        <td className="row-card-wide">
          <div className="row-actions">
            <button
              type="button"
              className="button button-small button-primary"
              disabled={props.busy}
              onClick={props.onSave}
            >
              {M.save}
            </button>
            <button type="button" className="button button-small" onClick={props.onCancel}>
              {M.cancel}
            </button>
          </div>
        </td>
      </tr>
      {props.kind !== 'categories' && (
        // A row of its own, the table's full width: inside the name's cell it squeezed the others on a phone.
        <tr>
          <td colSpan={5} className="row-card-wide">
            <div className="stack">
              <label className="stack">
                <span>{M.descriptionOf(item.name)}</span>
                <textarea
                  className="input textarea"
                  rows={3}
                  value={draft.description}
                  onChange={(event) =>
                    props.onChange({ ...draft, description: event.target.value })
                  }
                />
              </label>
              {page && (
                <PageFields
                  item={item}
                  page={page}
                  errors={props.errors}
                  onChange={(next) => props.onChange({ ...draft, page: next })}
                />
              )}
              <VersionList
                versions={props.versions}
                current={item.version}
                busy={props.busy}
                labels={PAGE_VERSION_LABELS}
                onRestore={props.onRestore}
              />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/** A brand's or maker's page: its publish state, shown or hidden, and its period (Japan time). */
function PageFields(props: {
  item: TaxonomyItem;
  page: PageDraft;
  errors: Record<string, string[]>;
  onChange: (page: PageDraft) => void;
}) {
  const { item, page } = props;
  return (
    <fieldset className="form-section stack">
      <legend className="field-label">{M.pageOf(item.name)}</legend>
      <p className="saved-state">
        <span className="sub">{M.pageState}</span>{' '}
        <PublishWindowBadge
          record={{ shown: item.is_show, from: item.publish_from, to: item.publish_to }}
        />
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={page.show}
          onChange={(event) => props.onChange({ ...page, show: event.target.checked })}
        />
        {M.show}
      </label>
      <p className="field-hint">{M.showHint}</p>
      <div className="form-grid">
        <Field label={M.publishFrom} error={firstError(props.errors, 'publish_from')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={page.from}
              onChange={(event) => props.onChange({ ...page, from: event.target.value })}
            />
          )}
        </Field>
        <Field label={M.publishTo} error={firstError(props.errors, 'publish_to')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={page.to}
              onChange={(event) => props.onChange({ ...page, to: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
