import { Hono } from 'hono';
import * as v from 'valibot';
import {
  EMBROIDERY_LIMIT,
  EmbroideryBodySchema,
  EmbroiderySchema,
} from '../../../../contract/embroidery/embroidery.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { memberId, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { cartEmbroideryRoutes } from './cart-embroidery.routes';
import { addEmbroidery } from './embroidery.commands';
import {
  deleteEmbroidery,
  findEmbroidery,
  listEmbroideries,
  updateEmbroidery,
} from './embroidery.queries';

const notFound = () => new ApiException(404, ERROR_CODES.notFound);
const tag = 'embroidery';

/** `/v1/me/name-embroideries`: the names a member saves for name embroidery. */
const savedNameRoutes = new Hono<AppEnv>()
  .get(
    '/me/name-embroideries',
    describeOperation({
      tag,
      summary: 'ネーム刺繍のお名前の一覧（x-limit 付き）',
      response: EmbroiderySchema,
      list: 'paged',
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const data = await listEmbroideries(c.get('database').db, memberId(c));
      setPagingHeaders(c, { total: data.length, per: EMBROIDERY_LIMIT, current: 1 });
      c.header('x-limit', String(EMBROIDERY_LIMIT));
      return c.json({ data });
    },
  )
  .post(
    '/me/name-embroideries',
    describeOperation({
      tag,
      summary: 'ネーム刺繍のお名前を登録（漢字・カタカナ6文字、ローマ字12文字まで）',
      body: EmbroideryBodySchema,
      response: EmbroiderySchema,
      errors: [401, 422],
    }),
    requireMember,
    validate('json', EmbroideryBodySchema),
    async (c) => {
      const userId = memberId(c);
      const body = c.req.valid('json');
      const saved = await addEmbroidery(c.get('database').db, userId, body);
      return c.json(saved, 201);
    },
  )
  .get(
    '/me/name-embroideries/:id',
    describeOperation({
      tag,
      summary: 'ネーム刺繍のお名前を1件',
      response: EmbroiderySchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const found = await findEmbroidery(c.get('database').db, memberId(c), id);
      if (!found) throw notFound();
      return c.json(found);
    },
  )
  .put(
    '/me/name-embroideries/:id',
    describeOperation({
      tag,
      summary: 'ネーム刺繍のお名前を変更',
      body: EmbroideryBodySchema,
      response: EmbroiderySchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', EmbroideryBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const db = c.get('database').db;
      const saved = await updateEmbroidery(db, memberId(c), id, c.req.valid('json'));
      if (!saved) throw notFound();
      return c.json(saved);
    },
  )
  .delete(
    '/me/name-embroideries/:id',
    describeOperation({
      tag,
      summary: 'ネーム刺繍のお名前を削除',
      response: v.null(),
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      if (!(await deleteEmbroidery(c.get('database').db, memberId(c), id))) throw notFound();
      return c.body(null, 204);
    },
  );

/** Saved names and their use on cart lines. */
export const embroideryRoutes = new Hono<AppEnv>()
  .route('/', savedNameRoutes)
  .route('/', cartEmbroideryRoutes);
