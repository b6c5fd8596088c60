import { useStore } from '@nanostores/react';
import { MESSAGE_CENTER_MESSAGES as M } from '../../../contract/message-center/message-center.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { $messages, loadMessages } from '../../lib/message-center/message-center.store';
import { $unreadCount } from '../../lib/message-center/unread.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import PagedList from '../shared/PagedList';
import { usePagedList } from '../shared/usePagedList';

/** /mypage/message-center/: the shop's messages to the member, newest first, unread marked. */
export default function MessageList({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadMessages);
  const list = useStore($messages);
  const unread = useStore($unreadCount) ?? 0;
  return (
    <PagedList
      ready={ready}
      list={list}
      text={M}
      basePath="/mypage/message-center/"
      empty={<p>{M.empty}</p>}
      head={
        <p className="history-total" aria-live="polite">
          {M.total(list.total, unread)}
        </p>
      }
    >
      <ul className="message-list" aria-label={M.title}>
        {list.items.map((m) => (
          <li key={m.id} className={m.is_read ? 'message-row' : 'message-row message-row--unread'}>
            <a href={`/mypage/message-center/${m.id}/`}>
              <span className={m.is_read ? 'badge badge--read' : 'badge badge--unread'}>
                {m.is_read ? M.read : M.unread}
              </span>
              <span className="message-row__kind">{M.kinds[m.kind]}</span>
              <span className="message-row__title">{m.title}</span>
              <time className="message-row__when" dateTime={m.created_at}>
                {formatDateTime(m.created_at)}
              </time>
            </a>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
