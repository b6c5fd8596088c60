import { Hono } from 'hono';
import * as v from 'valibot';
import { UserCardBodySchema, UserCardSchema } from '../../../../contract/cards/cards.schema';
import { memberId, requireMember } from '../../../http/auth';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addCard, removeCard, useCard } from './cards.commands';
import { CARD_LIMIT, toUserCard } from './cards.model';
import { listCards } from './cards.queries';

const tag = 'cards';

/** Saved cards of the member: list, add by provider token, delete, choose the main card (spec §7). */
export const cardRoutes = new Hono<AppEnv>()
  .use('/me/user-cards*', requireMember)
  .get(
    '/me/user-cards',
    describeOperation({
      tag,
      summary: '登録済みのカード（メインが先頭、有効期限切れの印、x-limit 付き）',
      response: UserCardSchema,
      list: 'paged',
      errors: [401],
    }),
    async (c) => {
      const rows = await listCards(c.get('database').db, memberId(c));
      const now = new Date();
      setPagingHeaders(c, { total: rows.length, per: CARD_LIMIT, current: 1 });
      c.header('x-limit', String(CARD_LIMIT));
      return c.json({ data: rows.map((r) => toUserCard(r, now)) });
    },
  )
  .post(
    '/me/user-cards',
    describeOperation({
      tag,
      summary: 'カードの登録（カード会社のトークンのみ。カード番号は受け付けない）',
      body: UserCardBodySchema,
      response: UserCardSchema,
      errors: [401, 422],
    }),
    validate('json', UserCardBodySchema),
    async (c) => {
      const row = await addCard(
        c.get('database').db,
        c.get('cards'),
        memberId(c),
        c.req.valid('json'),
      );
      return c.json(toUserCard(row, new Date()), 201);
    },
  )
  .delete(
    '/me/user-cards/:id',
    describeOperation({ tag, summary: 'カードの削除', response: v.null(), errors: [401, 404] }),
    async (c) => {
      await removeCard(c.get('database').db, memberId(c), recordIdParam(c.req.param('id')));
      return c.body(null, 204);
    },
  )
  .patch(
    '/me/user-cards/:id/use',
    describeOperation({
      tag,
      summary: 'メインのカードにする（常に1枚）',
      response: UserCardSchema,
      errors: [401, 404],
    }),
    async (c) => {
      const row = await useCard(
        c.get('database').db,
        memberId(c),
        recordIdParam(c.req.param('id')),
      );
      return c.json(toUserCard(row, new Date()));
    },
  );
