import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';

/**
 * The note of a gift shipment: no address, the recipient chooses; the message card. A placed
 * order's note leaves the how-to to its gift link.
 */
export default function GiftNote({ message, placed }: { message?: string; placed?: boolean }) {
  return (
    <div className="gift-note">
      <p>
        <strong>{M.sendAsGift}</strong>
      </p>
      {!placed && <p>{M.sendAsGiftHelp}</p>}
      {message && (
        <p>
          {M.message}: {message}
        </p>
      )}
    </div>
  );
}
