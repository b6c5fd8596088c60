import type { ReactNode } from 'react';
import type { BookState } from '../../lib/mypage/record-book.store';
import Loading from './Loading';

/** The words of a record list's frame. */
export type RecordBookText = {
  title: string;
  add: string;
  empty: string;
  loading: string;
  count(n: number, limit: number): string;
};

type Props = {
  state: BookState;
  /** The records and the server's limit; null until loaded. */
  list: { items: readonly unknown[]; limit: number } | null;
  text: RecordBookText;
  addHref: string;
  /** The entries (`<li>` each). */
  children: ReactNode;
  /** What follows the list (delete all, CSV). */
  footer?: ReactNode;
};

/** A my page record list: its notice line, the count with 追加, the entries or the empty line. */
export default function RecordBook({ state, list, text, addHref, children, footer }: Props) {
  const notice = state.notice;
  if (state.ready && !list && notice?.ok === false) {
    return <p className="message message--error">{notice.message}</p>;
  }
  if (!state.ready || !list) return <Loading text={text.loading} />;
  return (
    <div className="address-book">
      <p
        role="status"
        className={notice ? `message message--${notice.ok ? 'success' : 'error'}` : ''}
      >
        {notice?.message}
      </p>
      <div className="address-book__head">
        <p>{text.count(list.items.length, list.limit)}</p>
        {list.items.length < list.limit && (
          <a className="btn btn--primary" href={addHref}>
            {text.add}
          </a>
        )}
      </div>
      {list.items.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ul className="address-list" aria-label={text.title}>
          {children}
        </ul>
      )}
      {footer}
    </div>
  );
}
