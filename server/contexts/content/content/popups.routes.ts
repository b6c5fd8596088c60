import { Hono } from 'hono';
import { PopupSchema } from '../../../../contract/content/content.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { findShownPopup, topPopups } from './articles.queries';
import { popupAnswer } from './promo-answers.model';

/** Popup routes: the shown top-page popups, and one popup by id (any placement). */
export const popupRoutes = new Hono<AppEnv>()
  .get(
    '/popups',
    describeOperation({
      tag: 'content',
      summary: 'ポップアップ',
      response: PopupSchema,
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const rows = await topPopups(c.get('database').db, c.get('channel').id);
      return c.json({ data: rows.map(popupAnswer) });
    },
  )
  .get(
    '/popups/:id',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: 'ポップアップ 1件',
      response: PopupSchema,
    }),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const row = await findShownPopup(c.get('database').db, id, c.get('channel').id);
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(popupAnswer(row));
    },
  );
