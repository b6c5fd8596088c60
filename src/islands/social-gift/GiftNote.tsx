import { SOCIAL_GIFT_MESSAGES as M } from '../../lib/social-gift/social-gift.messages';

/** The confirm page's note for a gift shipment: no address, the recipient chooses; the message card. */
export default function GiftNote({ message }: { message: string }) {
  return (
    <div className="gift-note">
      <p>
        <strong>{M.sendAsGift}</strong>
      </p>
      <p>{M.giftHowTo}</p>
      {message && (
        <p>
          {M.message}: {message}
        </p>
      )}
    </div>
  );
}
