import { useState } from 'react';
import { USER_LIST_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import { $userLists, addToList, loadUserLists } from '../../lib/favourites/user-lists.store';
import Button from '../shared/Button';
import { Notice, type NoticeState } from '../shared/Notice';
import { useBusy } from '../shared/useBusy';
import { useHydratedStore } from '../shared/useHydratedStore';

/** 「リストに追加」: a small menu of the member's lists; the lists load when it first opens. */
export default function AddToList({ product }: { product: { id: number; name?: string } }) {
  const { status, lists } = useHydratedStore($userLists);
  const [open, setOpen] = useState(false);
  const [busy, whileBusy] = useBusy();
  const [notice, setNotice] = useState<NoticeState>(null);
  const menuId = `add-to-list-${product.id}`;

  function toggle() {
    setOpen(!open);
    setNotice(null);
    if (!open && status !== 'ready') void loadUserLists();
  }
  async function add(key: string, name: string) {
    const result = await whileBusy(() => addToList(product.id, key));
    setNotice(
      result.ok ? { error: false, text: M.addedTo(name) } : { error: true, text: result.message },
    );
    if (result.ok) setOpen(false);
  }

  return (
    <div className="add-to-list">
      <Button
        className="btn btn--ghost btn--small"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={product.name ? M.addToListLabel(product.name) : undefined}
        onClick={toggle}
      >
        {M.addToList}
      </Button>
      {open && (
        <ul id={menuId} className="add-to-list__menu" aria-label={M.listsLabel}>
          {status !== 'ready' && <li aria-busy="true">{M.loading}</li>}
          {lists.map((l) => (
            <li key={l.key}>
              <button type="button" disabled={busy} onClick={() => add(l.key, l.name)}>
                {l.name}
                <span className="user-list__count">{M.count(l.count)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Notice notice={notice} />
    </div>
  );
}
