import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { USER_LIST_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { keyFromPath } from '../../lib/favourites/user-lists.model';
import {
  $listDetail,
  $userLists,
  loadListDetail,
  loadUserLists,
} from '../../lib/favourites/user-lists.store';
import { useGuard } from '../auth/useGuard';
import Loading from '../shared/Loading';
import { Notice, type NoticeState } from '../shared/Notice';
import ListItem from './ListItem';

/** /mypage/list/{key}/ (shell page): the list's products with live price, stock, remove and move. */
export default function UserListDetail({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const { status, list } = useStore($listDetail);
  const { lists } = useStore($userLists);
  const [key, setKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  useEffect(() => {
    if (!ready) return;
    const found = keyFromPath(window.location.pathname, '/mypage/list/');
    setKey(found);
    if (found) void Promise.all([loadListDetail(found), loadUserLists()]);
  }, [ready]);

  if (ready && key === null && status !== 'loading') return <Missing />;
  if (!ready || status === 'loading' || status === 'idle') {
    return <Loading text={M.loading} />;
  }
  if (status === 'missing' || !list || !key) return <Missing />;
  if (status === 'error') {
    return (
      <p className="message message--error" role="alert">
        {M.loadFailed}
      </p>
    );
  }
  const items = list.listables ?? [];
  return (
    <section aria-labelledby="user-list-title">
      <h2 id="user-list-title" className="section-title">
        {list.name}
        <span className="user-list__count">{M.count(items.length)}</span>
      </h2>
      <Notice notice={notice} />
      {items.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul className="list-items" aria-label={list.name}>
          {items.map((item) => (
            <ListItem
              key={item.product_id}
              listKey={key}
              item={item}
              lists={lists}
              onDone={setNotice}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function Missing() {
  return (
    <p className="message message--error" role="alert">
      {M.notFound}
    </p>
  );
}
