import { atom } from 'nanostores';
import { CARD_MESSAGES as M } from '../../../contract/cards/cards.messages';
import type { UserCard } from '../../../contract/cards/cards.schema';
import { createRecordBook } from '../mypage/record-book.store';
import { ApiRequestError, http } from '../shared/http';
import { createCardApi } from './cards.api';
import { type CardInput, tokenizeCard } from './sandbox-pay-client';

const api = createCardApi(http);

/** The member's saved cards and their limit; null until loaded. */
export const $cards = atom<{ items: UserCard[]; limit: number } | null>(null);

/** Result of a card action; `fields` are the card form's per-field messages. */
export type CardResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields: Record<string, string> };

async function run(action: () => Promise<unknown>, success: string): Promise<CardResult> {
  try {
    const done = await action();
    await loadCards();
    if (done === null || done === false) return { ok: false, message: M.failed, fields: {} };
    return { ok: true, message: success };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: error.message, fields: {} };
    throw error;
  }
}

/** Loads the saved cards; answers the server's message when it refuses (a voucher login). */
export async function loadCards(): Promise<string | null> {
  try {
    const list = await api.list();
    if (list) $cards.set(list);
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.message;
    throw error;
  }
}

/** The card list screen's guard, load and notice line (/mypage/card/). */
export const cardBook = createRecordBook(loadCards);

/** Tokenises the card at the provider (the number never reaches /v1) and saves the token. */
export async function addCard(card: CardInput): Promise<CardResult> {
  const token = await tokenizeCard(card);
  if (!token.ok) return { ok: false, message: token.message, fields: token.errors };
  return run(() => api.create(token.card), M.saved);
}

/** Deletes a card. */
export const removeCard = (id: number) => run(() => api.remove(id), M.deleted);
/** Makes a card the main one. */
export const makeMainCard = (id: number) => run(() => api.markMain(id), M.mainSet);
