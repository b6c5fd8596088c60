import { lazy, Suspense, useEffect, useState } from 'react';
import type { Review } from '../../../contract/catalog/community-read.schema';
import { COMMUNITY_VIEW_MESSAGES as M } from '../../../contract/catalog/community-view.messages';
import { PUNCTUATION as P } from '../../../contract/shared/common.messages';
import { loadReviews } from '../../lib/catalog/community.store';
import Button from '../shared/Button';
import { useSessionAfterMount } from './useSessionAfterMount';

// The form loads when a member first opens it (product-page JS budget, issue 10).
const ReviewDialog = lazy(() => import('./ReviewDialog'));

type Props = { productId: number; productKey: string };
type State = {
  reviews: Review[];
  total: number;
  last: number;
  page: number;
  average: number | null;
};

/** Reviews, paged with もっと見る, and the review-writing modal for members. */
export default function Reviews({ productId, productKey }: Props) {
  const session = useSessionAfterMount();
  const [state, setState] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so what was typed survives closing it.
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState('');

  async function load(page: number) {
    const res = await loadReviews(productKey, page);
    if (!res) return setFailed(true);
    setState((s) => ({
      reviews: page === 1 ? res.reviews : [...(s?.reviews ?? []), ...res.reviews],
      total: res.paging?.total ?? res.reviews.length,
      last: res.paging?.last ?? 1,
      page,
      average: res.average,
    }));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the first page once per product
  useEffect(() => {
    void load(1);
  }, [productKey]);

  function posted(review: Review) {
    setOpen(false);
    setNotice(M.reviewPosted);
    setState((s) => s && { ...s, reviews: [review, ...s.reviews], total: s.total + 1 });
  }

  return (
    <section className="product-detail__body" aria-labelledby="reviews-title">
      <h2 className="section-title" id="reviews-title">
        {M.reviews}
      </h2>
      {state && (
        <p>
          {M.reviewCount(state.total)}
          {state.average !== null && (
            <>
              {' '}
              {P.slash} {M.rating}{' '}
              <span role="img" aria-label={M.ratingStars(state.average)}>
                ★{state.average.toFixed(1)}
              </span>
            </>
          )}
        </p>
      )}
      {session.isLogin ? (
        <Button
          type="button"
          className="btn"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {M.writeReview}
        </Button>
      ) : (
        session.check && (
          <p>
            <a href="/login/">{M.loginToReview}</a>
          </p>
        )
      )}
      <div aria-live="polite">
        {notice && (
          <p className="message message--success" role="status">
            {notice}
          </p>
        )}
      </div>
      {failed && <p className="message message--error">{M.loadFailed}</p>}
      {state?.reviews.length === 0 && <p>{M.noReviews}</p>}
      <ul className="review-list">
        {state?.reviews.map((r) => (
          <li key={r.id} className="review">
            <p className="review__head">
              <span role="img" aria-label={M.ratingStars(r.rating)}>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
              </span>{' '}
              <strong>{r.title}</strong>
            </p>
            <p className="review__body">{r.body}</p>
            <p className="product-detail__meta">
              {r.nickname}
              {P.separator}
              {r.created_at.slice(0, 10).replaceAll('-', '.')}
            </p>
          </li>
        ))}
      </ul>
      {state && state.page < state.last && (
        <Button type="button" className="btn" onClick={() => load(state.page + 1)}>
          {M.loadMore}
        </Button>
      )}
      {session.isLogin && opened && (
        <Suspense fallback={null}>
          <ReviewDialog
            productId={productId}
            open={open}
            onClose={() => setOpen(false)}
            onPosted={posted}
          />
        </Suspense>
      )}
    </section>
  );
}
