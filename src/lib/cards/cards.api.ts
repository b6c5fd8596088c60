import * as v from 'valibot';
import { type PendingCard, UserCardSchema } from '../../../contract/cards/cards.schema';
import type { HttpClient } from '../shared/http/http-client';
import { xLimitOf } from '../shared/http/x-limit';

const base = '/v1/me/user-cards';
const one = (res: { ignored: boolean; data?: unknown }) =>
  res.ignored ? null : v.parse(UserCardSchema, res.data);

/** Saved-card calls (spec §7 "Cards"); null when the client ignored the failure. */
export function createCardApi(http: HttpClient) {
  return {
    list: async () => {
      const res = await http.get<{ data: unknown }>(base);
      if (res.ignored) return null;
      const items = v.parse(v.array(UserCardSchema), res.data.data);
      return { items, limit: xLimitOf(res.headers) };
    },
    create: async (card: PendingCard) =>
      one(await http.post(base, { token: card.token, token_key: card.token_key, name: card.name })),
    remove: async (id: number) => !(await http.delete(`${base}/${id}`)).ignored,
    markMain: async (id: number) => one(await http.patch(`${base}/${id}/use`)),
  };
}
