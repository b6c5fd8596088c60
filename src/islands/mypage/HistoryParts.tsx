import { type ReactNode, useState } from 'react';
import { MYPAGE_HISTORY_MESSAGES as M } from '../../lib/history/history.messages';
import type { RemoveResult } from '../../lib/history/mypage.store';
import type { HistoryList } from '../../lib/mypage/history-list.model';
import PagedList from '../shared/PagedList';
import { useBusy } from '../shared/useBusy';
import { useHydrated } from '../shared/useHydrated';

/** Loading, failure and empty states of a history list; the list itself otherwise. */
export function HistoryFrame<T>({
  ready,
  list,
  empty,
  basePath,
  children,
}: {
  ready: boolean;
  list: HistoryList<T>;
  empty: string;
  basePath: string;
  children: ReactNode;
}) {
  return (
    <PagedList
      ready={ready}
      list={list}
      text={M}
      basePath={basePath}
      empty={
        <div className="history-empty">
          <p>{empty}</p>
          <p>
            <a className="btn" href="/product/">
              {M.browse}
            </a>
          </p>
        </div>
      }
      head={
        <p className="history-total" aria-live="polite">
          {M.total(list.total)}
        </p>
      }
    >
      {children}
    </PagedList>
  );
}

/** 削除する for one entry; shows the server's message when it fails. */
export function RemoveButton({
  what,
  onRemove,
}: {
  what: string;
  onRemove: () => Promise<RemoveResult>;
}) {
  const hydrated = useHydrated();
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<string | null>(null);
  async function click() {
    setError(null);
    // On success this entry unmounts: the flag stays up until it goes.
    const result = await whileBusy(onRemove, (r) => r.ok);
    if (!result.ok) setError(result.message);
  }
  return (
    <span className="history-remove">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={M.removeLabel(what)}
        disabled={!hydrated || busy}
        onClick={click}
      >
        {M.remove}
      </button>
      {error && (
        <span className="message message--error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
