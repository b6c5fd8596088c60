import { useEffect } from 'react';
import { HISTORY_MESSAGES as M } from '../../../contract/history/viewed.messages';
import { $productHistory, loadHistory } from '../../lib/history/history.store';
import { checkSession } from '../../lib/session/session.store';
import ProductGrid from '../shared/ProductGrid';
import { useHydratedStore } from '../shared/useHydratedStore';

/** 最近チェックした商品: the member's history from the server, or the guest's kept in this browser. */
export default function RecentlyViewed({ exceptId }: { exceptId?: number }) {
  const history = useHydratedStore($productHistory, () => null);
  useEffect(() => {
    checkSession().then(() => loadHistory(exceptId));
  }, [exceptId]);
  // An element is always rendered: a client:visible island hydrates when its children are seen.
  if (!history || history.length === 0) return <div className="island-anchor" />;
  return (
    <section className="product-detail__body" aria-labelledby="history-title">
      <h2 className="section-title" id="history-title">
        {M.recentlyViewed}
      </h2>
      <ProductGrid products={history.map((h) => h.product)} label={M.recentlyViewed} />
    </section>
  );
}
