import { useStore } from '@nanostores/react';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { MYPAGE_HISTORY_MESSAGES as M } from '../../lib/history/history.messages';
import {
  $searchHistory,
  loadSearchHistory,
  removeSearchEntry,
} from '../../lib/history/mypage.store';
import { formatDateTime, searchLink } from '../../lib/mypage/history-list.model';
import { usePagedList } from '../shared/usePagedList';
import { HistoryFrame, RemoveButton } from './HistoryParts';

/** /mypage/product_search_history/: searched words, each a link that searches again. */
export default function SearchHistory({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadSearchHistory);
  const list = useStore($searchHistory);
  return (
    <HistoryFrame
      ready={ready}
      list={list}
      empty={M.searchEmpty}
      basePath="/mypage/product_search_history/"
    >
      <ul className="history-list" aria-label={M.searchTitle}>
        {list.items.map((s) => (
          <li key={s.id} className="history-row">
            <a className="history-row__main" href={searchLink(s.word)}>
              {s.word}
            </a>
            <span className="history-row__when">
              <span className="visually-hidden">
                {M.searchedAt}
                {PUNCTUATION.colon}
              </span>
              <time dateTime={s.searched_at}>{formatDateTime(s.searched_at)}</time>
            </span>
            <RemoveButton what={s.word} onRemove={() => removeSearchEntry(s.id)} />
          </li>
        ))}
      </ul>
    </HistoryFrame>
  );
}
