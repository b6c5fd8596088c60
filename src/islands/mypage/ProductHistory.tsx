import { useStore } from '@nanostores/react';
import ProductCard from '@theme/parts/ProductCard.tsx';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { MYPAGE_HISTORY_MESSAGES as M } from '../../lib/history/history.messages';
import { $viewHistory, loadViewHistory, removeViewEntry } from '../../lib/history/mypage.store';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import FavouriteButton from '../catalog/FavouriteButton';
import { usePagedList } from '../shared/usePagedList';
import { HistoryFrame, RemoveButton } from './HistoryParts';

/** /mypage/product_history/: viewed products, newest first, with favourite and remove. */
export default function ProductHistory({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadViewHistory);
  const list = useStore($viewHistory);
  return (
    <HistoryFrame ready={ready} list={list} empty={M.viewEmpty} basePath="/mypage/product_history/">
      <ul className="product-grid history-grid" aria-label={M.viewTitle}>
        {list.items.map((h) => (
          <li key={h.product_id} className="history-tile">
            <ProductCard product={h.product} />
            {h.viewed_at && (
              <p className="history-tile__when">
                {M.viewedAt}
                {PUNCTUATION.colon}
                <time dateTime={h.viewed_at}>{formatDateTime(h.viewed_at)}</time>
              </p>
            )}
            <FavouriteButton product={h.product} />
            <RemoveButton what={h.product.name} onRemove={() => removeViewEntry(h.product_id)} />
          </li>
        ))}
      </ul>
    </HistoryFrame>
  );
}
