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
import { KIND_SCREENS, periodLine } from './content-kinds.model';
import {
  $contentList,
  chooseChannel,
  moveContent,
  openContentList,
  removeContent,
  toggleShown,
} from './content-list.store';

/** A kind's list: per channel, in order, each record's state and period, with order, hide, edit and delete. */
export function ContentList(props: { kind: ContentKindName }) {
  const state = useStore($contentList);
  const [removing, setRemoving] = useState<ContentItem | null>(null);
  const channelId = useId();
  const screen = KIND_SCREENS[props.kind];
  const name = M.kinds[props.kind];
  useEffect(() => {
    void openContentList(props.kind);
  }, [props.kind]);
  const items = state.kind === props.kind ? state.items : null;
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
      </div>
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      <PublishStatus />
      {items === null ? (
        <p className="loading">{M.loading}</p>
      ) : items.length === 0 ? (
        <p className="sub">{M.empty}</p>
      ) : (
        <div className="panel table-scroll">
          <table className="change-table content-table">
            <caption className="visually-hidden">{M.listTitle(name)}</caption>
            <thead>
              <tr>
                <th scope="col">
                  {M.fields[`${props.kind}:${screen.titleField}`] ?? M.fields[screen.titleField]}
                </th>
                <th scope="col">{M.state}</th>
                <th scope="col">{M.period}</th>
                <th scope="col">{M.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <tr key={item.id}>
                  <th scope="row">
                    <a href={routeHref({ name: 'content-edit', kind: props.kind, id: item.id })}>
                      {titleOf(item)}
                    </a>
                    {typeof item.area === 'string' && <span className="sub"> {item.area}</span>}
                  </th>
                  <td>
                    <PublishWindowBadge
                      record={{
                        shown: item.is_show === true,
                        from: typeof item.publish_from === 'string' ? item.publish_from : null,
                        to: typeof item.publish_to === 'string' ? item.publish_to : null,
                      }}
                    />
                  </td>
                  <td className="nowrap">
                    {periodLine(item.publish_from, item.publish_to, M.periodOpen)}
                  </td>
                  <td>
                    <div className="row-actions">
                      {screen.ordered && (
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
                            disabled={state.busy || index === items.length - 1}
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
