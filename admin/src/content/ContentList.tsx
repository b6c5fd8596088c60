import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { PublishStatus } from '../publishing/PublishStatus';
import { PublishWindowBadge } from '../publishing/PublishWindowBadge';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Notice } from '../shared/Field';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import type { ContentItem } from './content.api';
import { CONTENT_MESSAGES as M } from './content.messages';
import { CATEGORY_KINDS, inCategory, KIND_SCREENS, periodLine } from './content-kinds.model';
import {
  $contentList,
  chooseCategory,
  chooseChannel,
  moveContent,
  openContentList,
  removeContent,
  toggleShown,
} from './content-list.store';

/**
 * A kind's list: per channel (and category, for the kinds that have them), in order, each
 * record's state and period, with order, hide, edit and delete. On a phone each row is a card.
 */
export function ContentList(props: { kind: ContentKindName }) {
  const state = useStore($contentList);
  const [removing, setRemoving] = useState<ContentItem | null>(null);
  const channelId = useId();
  const categoryId = useId();
  const screen = KIND_SCREENS[props.kind];
  const name = M.kinds[props.kind];
  useEffect(() => {
    void openContentList(props.kind);
  }, [props.kind]);
  const items = state.kind === props.kind ? state.items : null;
  const hasCategory = CATEGORY_KINDS[props.kind] !== undefined;
  const rows = items && inCategory(items, state.category, state.categories);
  // Reordering needs the whole channel's list: not while a category narrows it.
  const ordered = screen.ordered && state.category === '';
  const titleHeader = M.fields[`${props.kind}:${screen.titleField}`] ?? M.fields[screen.titleField];
  const titleOf = (item: ContentItem) => String(item[screen.titleField] ?? '');
  return (
    <>
      <ScreenTitle
        actions={
          <a
            className="button button-primary"
            href={routeHref({ name: 'content-new', kind: props.kind })}
          >
            {M.create}
          </a>
        }
      >
        {M.listTitle(name)}
      </ScreenTitle>
      <div className="filters">
        <label htmlFor={channelId} className="field-label">
          {M.channel}
        </label>
        <select
          id={channelId}
          className="input"
          value={state.channel}
          onChange={(e) => void chooseChannel(e.target.value)}
        >
          <option value="">{M.everyChannel}</option>
          {state.channels.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {hasCategory && (
          <>
            <label htmlFor={categoryId} className="field-label">
              {M.fields.category_id}
            </label>
            <select
              id={categoryId}
              className="input"
              value={state.category}
              onChange={(e) => chooseCategory(e.target.value)}
            >
              <option value="">{M.everyCategory}</option>
              {state.categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      <PublishStatus />
      {rows === null ? (
        <p className="loading">{M.loading}</p>
      ) : rows.length === 0 ? (
        <p className="sub">{M.empty}</p>
      ) : (
        <div className="panel table-scroll">
          <table className="change-table content-table row-cards">
            <caption className="visually-hidden">{M.listTitle(name)}</caption>
            <thead>
              <tr>
                <th scope="col">{titleHeader}</th>
                {hasCategory && <th scope="col">{M.fields.category_id}</th>}
                <th scope="col">{M.state}</th>
                <th scope="col">{M.period}</th>
                <th scope="col">{M.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ item, category }, index) => (
                <tr key={item.id}>
                  <th scope="row">
                    <a href={routeHref({ name: 'content-edit', kind: props.kind, id: item.id })}>
                      {titleOf(item)}
                    </a>
                    {typeof item.area === 'string' && <span className="sub"> {item.area}</span>}
                  </th>
                  {hasCategory && (
                    <td data-label={M.fields.category_id}>{category || M.noCategory}</td>
                  )}
                  <td data-label={M.state}>
                    <PublishWindowBadge
                      record={{
                        shown: item.is_show === true,
                        from: typeof item.publish_from === 'string' ? item.publish_from : null,
                        to: typeof item.publish_to === 'string' ? item.publish_to : null,
                      }}
                    />
                  </td>
                  <td className="nowrap" data-label={M.period}>
                    {periodLine(item.publish_from, item.publish_to, M.periodOpen)}
                  </td>
                  <td className="row-card-wide">
                    <div className="row-actions">
                      {ordered && (
                        <>
                          <button
                            type="button"
                            className="button button-small"
                            aria-label={M.moveUp(titleOf(item))}
                            disabled={state.busy || index === 0}
                            onClick={() => void moveContent(index, -1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="button button-small"
                            aria-label={M.moveDown(titleOf(item))}
                            disabled={state.busy || index === rows.length - 1}
                            onClick={() => void moveContent(index, 1)}
                          >
                            ↓
                          </button>
                        </>
                      )}
                      <button
                        type="button"
                        className="button button-small"
                        disabled={state.busy}
                        aria-label={
                          item.is_show ? M.hideOf(titleOf(item)) : M.showOf(titleOf(item))
                        }
                        onClick={() => void toggleShown(item)}
                      >
                        {item.is_show ? M.hide : M.show}
                      </button>
                      <button
                        type="button"
                        className="button button-small button-danger-text"
                        aria-label={M.removeOf(titleOf(item))}
                        disabled={state.busy}
                        onClick={() => setRemoving(item)}
                      >
                        {M.remove}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={M.removeTitle}
        confirmLabel={M.removeConfirm}
        danger
        busy={state.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const item = removing;
          setRemoving(null);
          if (item) void removeContent(item);
        }}
      >
        <p>{removing ? M.removeBody(titleOf(removing)) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
