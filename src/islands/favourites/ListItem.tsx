import { useState } from 'react';
import { USER_LIST_MESSAGES as M } from '../../../contract/favourites/user-lists.messages';
import type { Listable, UserList } from '../../../contract/favourites/user-lists.schema';
import { formatYen } from '../../../contract/shared/money';
import { moveTargets } from '../../lib/favourites/user-lists.model';
import { moveToList, removeFromList } from '../../lib/favourites/user-lists.store';
import { mediaUrl } from '../../lib/shared/media';
import Button from '../shared/Button';
import type { NoticeState } from '../shared/Notice';
import { useBusy } from '../shared/useBusy';

/** One product of a list: picture, name, live price 税込, stock; remove, or move to another list. */
export default function ListItem({
  listKey,
  item,
  lists,
  onDone,
}: {
  listKey: string;
  item: Listable;
  lists: UserList[];
  onDone: (n: NoticeState) => void;
}) {
  const { product } = item;
  const targets = moveTargets(lists, listKey);
  const [target, setTarget] = useState('');
  const [busy, whileBusy] = useBusy();
  const selectId = `move-${product.id}`;

  async function run(action: () => Promise<{ ok: boolean; message?: string }>, done: string) {
    const result = await whileBusy(() => action());
    onDone(result.ok ? { error: false, text: done } : { error: true, text: result.message ?? '' });
  }
  const targetName = targets.find((l) => l.key === target)?.name ?? '';

  return (
    <li className="list-item">
      <a className="list-item__product" href={`/product/${encodeURIComponent(product.key)}/`}>
        <img src={mediaUrl(product.image.path)} alt="" width={96} height={96} loading="lazy" />
        <span className="list-item__name">{product.name}</span>
      </a>
      <p className="list-item__meta">
        <span className="price">
          {formatYen(product.product_price_with_tax)}
          <small>{M.taxIncluded}</small>
        </span>
        <span className={product.is_stock_available ? 'stock stock--in' : 'stock stock--out'}>
          {product.is_stock_available ? M.inStock : M.outOfStock}
        </span>
      </p>
      <div className="list-item__actions">
        {targets.length > 0 && (
          <span className="list-item__move">
            <label htmlFor={selectId} className="visually-hidden">
              {M.moveLabel(product.name)}
            </label>
            <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{M.moveTo}</option>
              {targets.map((l) => (
                <option key={l.key} value={l.key}>
                  {l.name}
                </option>
              ))}
            </select>
            <Button
              className="btn btn--small"
              aria-label={M.moveButtonLabel(product.name)}
              disabled={busy || !target}
              onClick={() =>
                run(
                  () => moveToList(listKey, target, product.id),
                  M.moved(product.name, targetName),
                )
              }
            >
              {M.move}
            </Button>
          </span>
        )}
        <Button
          className="btn btn--ghost btn--small"
          aria-label={M.removeItemLabel(product.name)}
          disabled={busy}
          onClick={() =>
            run(() => removeFromList(listKey, product.id), M.itemRemoved(product.name))
          }
        >
          {M.removeItem}
        </Button>
      </div>
    </li>
  );
}
