import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { INQUIRY_MESSAGES as M } from '../../../contract/inquiries/inquiries.messages';
import type { InquiryComment, UploadFile } from '../../../contract/inquiries/inquiries.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { parseRecordId } from '../../../contract/shared/record-id.schema';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { keyFromPath } from '../../lib/favourites/user-lists.model';
import { $thread, downloadAttachment, openThread } from '../../lib/inquiries/inquiries.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import Loading from '../shared/Loading';
import ReplyForm from './ReplyForm';

function Files({ files }: { files: UploadFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="attachment-list" aria-label={M.attachments}>
      {files.map((f) => (
        <li key={f.id}>
          <Button
            className="btn btn--link"
            onClick={() => void downloadAttachment(f)}
            aria-label={M.download(f.name)}
          >
            {f.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Message(props: {
  who: string;
  at: string;
  body: string;
  files: UploadFile[];
  shop?: boolean;
  unread?: boolean;
}) {
  return (
    <article className={`thread-message${props.shop ? ' thread-message--shop' : ''}`}>
      <header className="thread-message__head">
        <span className="thread-message__who">{props.who}</span>
        {props.unread && <span className="badge badge--unread">{M.unreadMark}</span>}
        <time dateTime={props.at}>{formatDateTime(props.at)}</time>
      </header>
      <p className="thread-message__body">{props.body}</p>
      <Files files={props.files} />
    </article>
  );
}

const author = (c: InquiryComment) => (c.author === 'shop' ? M.shop : M.you);

/** /mypage/inquiry_history/{id}/ (shell page): the thread, its files and the reply form. */
export default function InquiryThread({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const { status, inquiry } = useStore($thread);
  useEffect(() => {
    if (!ready) return;
    const key = keyFromPath(window.location.pathname, '/mypage/inquiry_history/');
    const id = key ? parseRecordId(key) : null;
    if (id === null) $thread.set({ status: 'missing', inquiry: null });
    else void openThread(id);
  }, [ready]);
  if (!ready || status === 'loading') return <Loading text={M.loading} />;
  if (status !== 'ready' || !inquiry) {
    return (
      <p className="message message--error" role="alert">
        {status === 'missing' ? M.notFound : M.loadFailed}
      </p>
    );
  }
  return (
    <div className="inquiry-thread">
      <h2 className="section-title">{inquiry.subject}</h2>
      <p className="inquiry-row__meta">
        <span className={`badge badge--${inquiry.status}`}>{M.status[inquiry.status]}</span>{' '}
        {inquiry.category && `${M.category}${PUNCTUATION.colon}${inquiry.category.name}`}
        {inquiry.order && ` ${M.order}${PUNCTUATION.colon}${inquiry.order.order_no}`}
      </p>
      <Message
        who={M.you}
        at={inquiry.created_at}
        body={inquiry.body}
        files={inquiry.attachments}
      />
      {inquiry.comments.map((c) => (
        <Message
          key={c.id}
          who={author(c)}
          at={c.created_at}
          body={c.body}
          files={c.attachments}
          shop={c.author === 'shop'}
          unread={c.is_unread}
        />
      ))}
      {inquiry.status === 'closed' ? (
        <p className="message" role="note">
          {M.closedNote}
        </p>
      ) : (
        <ReplyForm inquiryId={inquiry.id} />
      )}
    </div>
  );
}
