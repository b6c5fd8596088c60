import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { BOOKMARK_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { $bookmarks, loadBookmarks, removeBookmark } from '../../lib/favourites/bookmarks.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import { HistoryFrame } from '../mypage/HistoryParts';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';
import { usePagedList } from '../shared/usePagedList';

/** /mypage/bookmark/: bookmarked pages of this shop, newest first, each a link with delete. */
export default function Bookmarks({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadBookmarks);
  const list = useStore($bookmarks);
  return (
    <HistoryFrame ready={ready} list={list} empty={M.empty} basePath="/mypage/bookmark/">
      <ul className="history-list bookmark-list" aria-label={M.title}>
        {list.items.map((b) => (
          <li key={b.id} className="history-row">
            {/* The server accepts only same-origin paths, so this link never leaves the shop. */}
            <a className="history-row__main" href={b.url}>
              {b.title}
            </a>
            <span className="history-row__when">
              <span className="visually-hidden">
                {M.savedAt}
                {PUNCTUATION.colon}
              </span>
              <time dateTime={b.created_at}>{formatDateTime(b.created_at)}</time>
            </span>
            <RemoveBookmark id={b.id} title={b.title} />
          </li>
        ))}
      </ul>
    </HistoryFrame>
  );
}

/** 削除 for one bookmark; shows the server's message when it fails. */
function RemoveBookmark({ id, title }: { id: number; title: string }) {
  const [busy, whileBusy] = useBusy();
  const [error, setError] = useState<string | null>(null);
  async function click() {
    // On success this row unmounts: the flag stays up until it goes.
    const result = await whileBusy(
      () => removeBookmark(id),
      (r) => r.ok,
    );
    if (!result.ok) setError(result.message);
  }
  return (
    <span className="history-remove">
      <Button
        className="btn btn--ghost btn--small"
        aria-label={M.removeLabel(title)}
        disabled={busy}
        onClick={click}
      >
        {M.remove}
      </Button>
      {error && (
        <span className="message message--error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
