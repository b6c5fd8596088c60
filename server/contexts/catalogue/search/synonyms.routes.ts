import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { requireAdmin } from '../../platform/api';
import { SynonymBodySchema, SynonymSchema } from './search-api.schema';
import { deleteSynonym, insertSynonym, listSynonyms, updateSynonym } from './synonyms.queries';

const tag = 'admin';

/**
 * The shop's search synonyms (`Authorization: Bearer <ADMIN_TOKEN>`): groups of words a search
 * treats as one (Tシャツ = ティーシャツ = tee). They apply from the next search on: a keyword's
 * terms are expanded when it is searched, so nothing is reindexed.
 */
export function adminSynonymRoutes({ token }: { token: string | undefined }) {
  const guard = requireAdmin(token, ['editor']);
  const db = (c: Context<AppEnv>) => c.get('database').db;
  const synonymId = (c: Context<AppEnv>) => recordIdParam(c.req.param('id') ?? '');
  const notFound = () => new ApiException(404, ERROR_CODES.notFound);

  return new Hono<AppEnv>()
    .get(
      '/admin/search-synonyms',
      describeOperation({
        tag,
        summary: '検索の同義語の一覧（ADMIN_TOKEN）',
        response: SynonymSchema,
        list: 'plain',
        errors: [401],
      }),
      guard,
      async (c) => c.json({ data: await listSynonyms(db(c)) }),
    )
    .post(
      '/admin/search-synonyms',
      describeOperation({
        tag,
        summary: '検索の同義語を追加（ADMIN_TOKEN）',
        body: SynonymBodySchema,
        response: SynonymSchema,
        errors: [400, 401, 422],
      }),
      guard,
      validate('json', SynonymBodySchema),
      async (c) => c.json(await insertSynonym(db(c), c.req.valid('json').terms), 201),
    )
    .put(
      '/admin/search-synonyms/:id',
      describeOperation({
        tag,
        summary: '検索の同義語を差し替え（ADMIN_TOKEN）',
        body: SynonymBodySchema,
        response: SynonymSchema,
        errors: [400, 401, 404, 422],
      }),
      guard,
      validate('json', SynonymBodySchema),
      async (c) => {
        const changed = await updateSynonym(db(c), synonymId(c), c.req.valid('json').terms);
        if (!changed) throw notFound();
        return c.json(changed);
      },
    )
    .delete(
      '/admin/search-synonyms/:id',
      describeOperation({
        tag,
        summary: '検索の同義語を削除（ADMIN_TOKEN）',
        response: v.null(),
        errors: [401, 404],
      }),
      guard,
      async (c) => {
        if (!(await deleteSynonym(db(c), synonymId(c)))) throw notFound();
        return c.body(null, 204);
      },
    );
}
