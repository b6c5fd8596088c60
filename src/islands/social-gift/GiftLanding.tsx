import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import { mediaUrl } from '../../lib/shared/media';
import { giftPath, japaneseDate } from '../../lib/social-gift/social-gift.model';
import GiftGate from './GiftGate';

/** /social-gift/{key}/: who sent it, their message and the goods (no prices), then on to the address. */
export default function GiftLanding() {
  return (
    <GiftGate>
      {(view, key) => (
        <>
          <section className="gift-card">
            <h2>{M.from(view.sender_name)}</h2>
            {view.message && (
              <>
                <h3>{M.messageFrom}</h3>
                <p className="gift-card__message">{view.message}</p>
              </>
            )}
          </section>
          <section className="gift-card">
            <h2>{M.products}</h2>
            <ul className="gift-products">
              {view.products.map((p) => (
                <li key={`${p.name}-${p.variant_name}`}>
                  {p.product_info.image && (
                    <img src={mediaUrl(p.product_info.image)} alt="" width={72} height={72} />
                  )}
                  <span>
                    {p.name}
                    <br />
                    <small>{M.quantity(p.quantity)}</small>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <p>{M.expiresOn(japaneseDate(view.expires_at))}</p>
          <p>
            <a className="btn btn--accent btn--block" href={giftPath(key, 'shipping')}>
              {M.receive}
            </a>
          </p>
        </>
      )}
    </GiftGate>
  );
}
