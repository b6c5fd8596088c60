import type { UserCardBody } from '../../../../contract/cards/cards.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import type { CardProvider } from '../../../services/card-provider';
import { CARD_LIMIT, type CardRow } from './cards.model';
import { countCards, deleteCard, findCard, insertCard, listCards, markMain } from './cards.queries';

const notFound = () => new ApiException(404, ERROR_CODES.notFound);

/** A sent `token_key` must be the one the provider paired with the token (none sent: the token alone). */
function keyMatches(sent: string | undefined, issued: string | undefined): boolean {
  return sent === undefined || sent === issued;
}

/** Saves the card a provider token stands for (at most CARD_LIMIT, counted under the member's row lock); the first becomes main. */
export function addCard(
  db: Db,
  cards: CardProvider,
  userId: number,
  body: UserCardBody,
): Promise<CardRow> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const saved = await countCards(tx, userId);
    if (saved >= CARD_LIMIT) throw new ApiException(422, ERROR_CODES.cardLimit);
    const info = await cards(tx).describeToken(body.token);
    if (!info || !keyMatches(body.token_key, info.tokenKey)) {
      throw new ApiException(422, ERROR_CODES.cardTokenInvalid);
    }
    return insertCard(tx, {
      userId,
      brand: info.brand,
      last4: info.last4,
      expiration: info.expiration,
      name: body.name,
      providerToken: info.reference,
      isMain: saved === 0,
    });
  });
}

/** Deletes a card; when it was the main one, the next card becomes main. */
export function removeCard(db: Db, userId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findCard(tx, userId, id);
    if (!row) throw notFound();
    await deleteCard(tx, userId, id);
    const [next] = await listCards(tx, userId);
    if (row.isMain && next) await markMain(tx, userId, next.id);
  });
}

/** Makes one card the only main card. */
export function useCard(db: Db, userId: number, id: number): Promise<CardRow> {
  return db.transaction(async (tx) => {
    if (!(await findCard(tx, userId, id))) throw notFound();
    await lockMember(tx, userId);
    await markMain(tx, userId, id);
    return (await findCard(tx, userId, id)) as CardRow;
  });
}
