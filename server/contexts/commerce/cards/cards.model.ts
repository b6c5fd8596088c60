import { isCardExpired, maskedNumber } from '../../../../contract/cards/cards.model';
import type { UserCard } from '../../../../contract/cards/cards.schema';
import type { userCards } from '../../../db/schema/index';

/** How many cards a member may save (`x-limit`). */
export const CARD_LIMIT = 5;

/** A saved card row as stored. */
export type CardRow = typeof userCards.$inferSelect;

/** A saved card as the API shows it (no token, no number). */
export function toUserCard(row: CardRow, now: Date): UserCard {
  return {
    id: row.id,
    brand: row.brand,
    masked_number: maskedNumber(row.last4),
    expiration: row.expiration,
    name: row.name,
    is_main: row.isMain,
    is_expired: isCardExpired(row.expiration, now),
  };
}
