import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { formatDateTime, pageFromQuery } from '../../lib/history/mypage.model';
import { INQUIRY_MESSAGES as M } from '../../lib/inquiries/inquiries.messages';
import { $inquiries, loadInquiries } from '../../lib/inquiries/inquiries.store';
import { PUNCTUATION } from '../../lib/shared/common.messages';
import { useGuard } from '../auth/useGuard';
import Pagination from '../shared/Pagination';

/** /mypage/inquiry_history/: the member's inquiries, latest activity first, unread replies marked. */
export default function InquiryHistory({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const list = useStore($inquiries);
  useEffect(() => {
    if (ready) void loadInquiries(pageFromQuery(window.location.search));
  }, [ready]);
  if (!ready || list.status === 'loading') return <p aria-busy="true">{M.loading}</p>;
  if (list.status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {M.loadFailed}
      </p>
    );
  }
  const newLink = (
    <p>
      <a className="btn btn--ghost" href="/contact/">
        {M.newInquiry}
      </a>
    </p>
  );
  if (list.items.length === 0) {
    return (
      <>
        <p>{M.empty}</p>
        {newLink}
      </>
    );
  }
  return (
    <>
      <p className="history-total">{M.total(list.total)}</p>
      <ul className="inquiry-list" aria-label={M.title}>
        {list.items.map((q) => (
          <li
            key={q.id}
            className={q.unread_count ? 'inquiry-row inquiry-row--unread' : 'inquiry-row'}
          >
            <a href={`/mypage/inquiry_history/${q.id}/`}>
              <span className="inquiry-row__badges">
                <span className={`badge badge--${q.status}`}>{M.status[q.status]}</span>
                {q.unread_count > 0 && (
                  <span className="badge badge--unread">{M.unread(q.unread_count)}</span>
                )}
              </span>
              <span className="inquiry-row__subject">{q.subject}</span>
              <span className="inquiry-row__meta">
                {q.category?.name}
                {q.category && PUNCTUATION.separator}
                {M.lastActivity}
                {PUNCTUATION.colon}
                <time dateTime={q.last_activity_at}>{formatDateTime(q.last_activity_at)}</time>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Pagination current={list.current} last={list.last} basePath="/mypage/inquiry_history/" />
      {newLink}
    </>
  );
}
