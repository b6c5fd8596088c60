import { useStore } from '@nanostores/react';
import { INQUIRY_MESSAGES as M } from '../../../contract/inquiries/inquiries.messages';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { $inquiries, loadInquiries } from '../../lib/inquiries/inquiries.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import PagedList from '../shared/PagedList';
import { usePagedList } from '../shared/usePagedList';

/** /mypage/inquiry_history/: the member's inquiries, latest activity first, unread replies marked. */
export default function InquiryHistory({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadInquiries);
  const list = useStore($inquiries);
  const newLink = (
    <p>
      <a className="btn btn--ghost" href="/contact/">
        {M.newInquiry}
      </a>
    </p>
  );
  return (
    <PagedList
      ready={ready}
      list={list}
      text={M}
      basePath="/mypage/inquiry_history/"
      empty={
        <>
          <p>{M.empty}</p>
          {newLink}
        </>
      }
      head={<p className="history-total">{M.total(list.total)}</p>}
      footer={newLink}
    >
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
    </PagedList>
  );
}
