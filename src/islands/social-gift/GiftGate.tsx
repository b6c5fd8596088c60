import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import type { GiftView } from '../../../contract/social-gift/social-gift.schema';
import { giftKeyFromPath, japaneseDate } from '../../lib/social-gift/social-gift.model';
import { $gift, openGift } from '../../lib/social-gift/social-gift.store';
import Loading from '../shared/Loading';

type Props = {
  /** What a waiting gift shows (the accepted one shows its completed state instead, unless `done`). */
  children(view: GiftView, key: string): ReactNode;
  /** The complete page renders accepted gifts itself. */
  done?(view: GiftView, key: string): ReactNode;
};

/** A closed link's page: its title and what to do. */
function Closed({ title, body }: { title: string; body: string }) {
  return (
    <section className="gift-card" role="alert">
      <h2>{title}</h2>
      <p>{body}</p>
    </section>
  );
}

/** The completed state of an accepted gift (the link works once). */
export function GiftDone({ view }: { view: GiftView }) {
  return (
    <section className="gift-card">
      <h2>{M.completedTitle}</h2>
      <p>{M.completedBody}</p>
      {view.delivery_at && <p>{M.deliveryDateOf(japaneseDate(view.delivery_at))}</p>}
    </section>
  );
}

/** Loads the gift of the link in the address bar and shows the page for its state. */
export default function GiftGate({ children, done }: Props) {
  const gift = useStore($gift);
  const [key, setKey] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const found = giftKeyFromPath(window.location.pathname);
    setKey(found);
    if (found) void openGift(found);
  }, []);

  if (key === null || gift.state === 'missing')
    return <Closed title={M.notFoundTitle} body={M.notFound} />;
  if (key === undefined || gift.state === 'loading') return <Loading text={M.loading} />;
  const { view } = gift;
  if (view.status === 'expired') return <Closed title={M.expiredTitle} body={M.expired} />;
  if (view.status === 'cancelled') return <Closed title={M.cancelledTitle} body={M.cancelled} />;
  if (view.status !== 'waiting') return done ? done(view, key) : <GiftDone view={view} />;
  return children(view, key);
}
