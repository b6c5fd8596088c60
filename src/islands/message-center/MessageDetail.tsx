import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { MESSAGE_CENTER_MESSAGES as M } from '../../../contract/message-center/message-center.messages';
import { parseRecordId } from '../../../contract/shared/record-id.schema';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { keyFromPath } from '../../lib/favourites/user-lists.model';
import {
  $openMessage,
  markUnread,
  openMessage,
} from '../../lib/message-center/message-center.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import Loading from '../shared/Loading';

/** /mypage/message-center/{id}/ (shell page): one message; opening it marks it read. */
export default function MessageDetail({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const { status, message } = useStore($openMessage);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const key = keyFromPath(window.location.pathname, '/mypage/message-center/');
    const id = key ? parseRecordId(key) : null;
    if (id === null) $openMessage.set({ status: 'missing', message: null });
    else void openMessage(id);
  }, [ready]);
  if (!ready || status === 'loading') return <Loading text={M.loading} />;
  if (status !== 'ready' || !message) {
    return (
      <p className="message message--error" role="alert">
        {status === 'missing' ? M.notFound : M.loadFailed}
      </p>
    );
  }
  return (
    <article className="message-detail" aria-labelledby="message-title">
      <p className="message-detail__meta">
        <span className="message-row__kind">{M.kinds[message.kind]}</span>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
      </p>
      <h2 id="message-title" className="section-title">
        {message.title}
      </h2>
      <p className="message-detail__body">{message.body}</p>
      {message.is_read && (
        <Button
          className="btn btn--ghost btn--small"
          onClick={async () => {
            const result = await markUnread(message.id);
            setNotice(
              result.ok
                ? { error: false, text: M.markedUnread }
                : { error: true, text: result.message },
            );
          }}
        >
          {M.markUnread}
        </Button>
      )}
      <div aria-live="polite">
        {notice && (
          <p className={`message ${notice.error ? 'message--error' : 'message--success'}`}>
            {notice.text}
          </p>
        )}
      </div>
    </article>
  );
}
