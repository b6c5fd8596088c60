import { useStore } from '@nanostores/react';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { MYPAGE_HISTORY_MESSAGES as M } from '../../lib/history/history.messages';
import {
  $requestHistory,
  loadRequestHistory,
  removeRequestEntry,
} from '../../lib/history/mypage.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import { usePagedList } from '../shared/usePagedList';
import { HistoryFrame, RemoveButton } from './HistoryParts';

/** /mypage/product_request_history/: what the member asked the shop for, and when. */
export default function RequestHistory({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadRequestHistory);
  const list = useStore($requestHistory);
  return (
    <HistoryFrame
      ready={ready}
      list={list}
      empty={M.requestEmpty}
      basePath="/mypage/product_request_history/"
    >
      <ul className="history-list" aria-label={M.requestTitle}>
        {list.items.map((r) => (
          <li key={r.id} className="history-row history-row--request">
            <div className="history-row__main">
              <p className="history-row__product">
                {r.product_key ? (
                  <a href={`/product/${encodeURIComponent(r.product_key)}/`}>{r.product_name}</a>
                ) : (
                  M.noProduct
                )}
              </p>
              <p className="history-row__body">{r.body}</p>
            </div>
            <span className="history-row__when">
              <span className="visually-hidden">
                {M.requestedAt}
                {PUNCTUATION.colon}
              </span>
              <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
            </span>
            <RemoveButton
              what={r.product_name ?? r.body.slice(0, 20)}
              onRemove={() => removeRequestEntry(r.id)}
            />
          </li>
        ))}
      </ul>
    </HistoryFrame>
  );
}
