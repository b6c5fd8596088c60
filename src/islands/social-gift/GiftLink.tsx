import { useState } from 'react';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import type { SocialGiftSummary } from '../../../contract/social-gift/social-gift.schema';
import { japaneseDate, lineShareUrl } from '../../lib/social-gift/social-gift.model';
import { copyGiftUrl } from '../../lib/social-gift/social-gift.store';

/** The buyer's gift link: 「ギフトURL」 to copy or share on LINE, the expiry and the status (never the recipient). */
export default function GiftLink({ gift }: { gift: SocialGiftSummary }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="checkout-section gift-link" aria-labelledby="gift-link-title">
      <h2 id="gift-link-title">{M.giftTitle}</h2>
      <p>{M.status[gift.status]}</p>
      {gift.url ? (
        <>
          <p>{M.giftHowTo}</p>
          <label className="form-field__label" htmlFor="gift-url">
            {M.giftUrl}
          </label>
          <div className="gift-link__row">
            <input
              id="gift-url"
              className="form-field__input"
              readOnly
              value={gift.url}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className="btn btn--ghost"
              onClick={async () => setCopied(await copyGiftUrl(gift.url ?? ''))}
            >
              {M.copy}
            </button>
          </div>
          {copied && (
            <p className="message" role="status">
              {M.copied}
            </p>
          )}
          <p>
            <a
              className="btn btn--block gift-link__line"
              href={lineShareUrl(M.lineText(gift.url))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {M.shareLine}
            </a>
          </p>
        </>
      ) : (
        <p>{M.giftAwaitingPayment}</p>
      )}
      <p>{M.giftExpires(japaneseDate(gift.expires_at))}</p>
      {gift.delivery_date && <p>{M.deliveryDateOf(japaneseDate(gift.delivery_date))}</p>}
    </section>
  );
}
