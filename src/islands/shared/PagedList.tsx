import type { ReactNode } from 'react';
import type { HistoryList } from '../../lib/mypage/history-list.model';
import Loading from './Loading';
import Pagination from './Pagination';

type Props = {
  ready: boolean;
  list: HistoryList<unknown>;
  text: { loading: string; loadFailed: string };
  /** What an empty list shows. */
  empty: ReactNode;
  /** The count line above the entries. */
  head: ReactNode;
  basePath: string;
  /** The entries. */
  children: ReactNode;
  /** What follows the pagination. */
  footer?: ReactNode;
};

/** A paged my page list in its states: loading, failed, empty, or the page with its pagination. */
export default function PagedList(props: Props) {
  const { ready, list, text } = props;
  if (!ready || list.status === 'loading') return <Loading text={text.loading} />;
  if (list.status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {text.loadFailed}
      </p>
    );
  }
  if (list.items.length === 0) return props.empty;
  return (
    <>
      {props.head}
      {props.children}
      <Pagination current={list.current} last={list.last} basePath={props.basePath} />
      {props.footer}
    </>
  );
}
