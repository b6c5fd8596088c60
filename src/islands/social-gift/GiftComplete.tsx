import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import { giftPath, japaneseDate } from '../../lib/social-gift/social-gift.model';
import GiftGate from './GiftGate';

/** /social-gift/{key}/complete/: the acceptance is done (a waiting gift here sends the recipient back to the start). */
export default function GiftComplete() {
  return (
    <GiftGate
      done={(view) => (
        <section className="gift-card" role="status">
          <p>{M.completeBody}</p>
          {view.delivery_at && <p>{M.deliveryDateOf(japaneseDate(view.delivery_at))}</p>}
        </section>
      )}
    >
      {(_view, key) => (
        <p>
          <a className="btn btn--accent btn--block" href={giftPath(key)}>
            {M.receive}
          </a>
        </p>
      )}
    </GiftGate>
  );
}
