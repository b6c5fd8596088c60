import { useEffect } from 'react';
import { MESSAGE_CENTER_MESSAGES as M } from '../../../contract/message-center/message-center.messages';
import { $unreadCount, loadUnreadCount } from '../../lib/message-center/unread.store';
import { useHydratedStore } from '../shared/useHydratedStore';

/** The header's unread-message badge (members only: the account menu renders it after login). */
export default function UnreadBadge() {
  const count = useHydratedStore($unreadCount);
  useEffect(() => {
    void loadUnreadCount();
  }, []);
  if (!count) return null;
  return (
    <a href="/mypage/message-center/" className="unread-badge">
      <span className="visually-hidden">{M.unreadBadge(count)}</span>
      <span aria-hidden="true">✉</span>
      <span className="unread-badge__count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
