import { Hono } from 'hono';
import * as v from 'valibot';
import { BACK_OFFICE_CATALOGUE_MESSAGES as C } from '../../../contract/catalog/back-office-catalogue.messages';
import {
  TaxonomyCreateSchema,
  TaxonomyItemSchema,
  TaxonomyPatchSchema,
} from '../../../contract/catalog/back-office-catalogue.schema';
import { ERROR_CODES } from '../../../contract/shared/error.schema';
import { ApiException } from '../../http/errors';
import { requireStaff, type StaffEnv } from '../../http/staff-guard';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import type { EditorRouteOptions } from '../admin/index';
import { TAXONOMY_KINDS } from './taxonomy.model';
import { taxonomyList } from './taxonomy.queries';
import { createTaxonomy, patchTaxonomy, removeTaxonomy } from './taxonomy.tx';

const tag = 'admin';
const TITLES = C.taxonomyTitles;
const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** The record id of the path, or 404. */
function idOf(text: string): number {
  const parsed = v.safeParse(IdSchema, text);
  if (!parsed.success) throw new ApiException(404, ERROR_CODES.notFound);
  return parsed.output;
}

/**
 * The back office's categories (a tree), brands and makers (`/v1/admin/taxonomy/{kind}`): list,
 * create, rename, move, order, and delete when unused. Editors, owners and the admin token; each
 * write is audited and queues every channel's rebuild.
 */
export function taxonomyRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const routes = new Hono<StaffEnv>();
  for (const kind of TAXONOMY_KINDS) {
    const path = `/admin/taxonomy/${kind}`;
    routes
      .get(
        path,
        describeOperation({
          tag,
          summary: `管理画面の${TITLES[kind]}一覧（表示順、使っている商品数つき）`,
          response: TaxonomyItemSchema,
          list: 'plain',
          errors: [401, 403],
        }),
        editors,
        async (c) => c.json({ data: await taxonomyList(c.get('database').db, kind) }),
      )
      .post(
        path,
        describeOperation({
          tag,
          summary: `${TITLES[kind]}の登録（キーは重複不可）。未知のキーは無視`,
          body: TaxonomyCreateSchema,
          response: TaxonomyItemSchema,
          errors: [401, 403, 422],
        }),
        editors,
        validate('json', TaxonomyCreateSchema),
        async (c) => {
          const { db } = c.get('database');
          const item = await createTaxonomy(db, c.get('actor'), kind, c.req.valid('json'));
          await rebuilder?.queue(c.get('database'));
          return c.json(item, 201);
        },
      )
      .patch(
        `${path}/:id`,
        describeOperation({
          tag,
          summary: `${TITLES[kind]}の名前・親（カテゴリ）・表示順の変更。未知のキーは無視`,
          body: TaxonomyPatchSchema,
          response: TaxonomyItemSchema,
          errors: [401, 403, 404, 422],
        }),
        editors,
        validate('json', TaxonomyPatchSchema),
        async (c) => {
          const { db } = c.get('database');
          const id = idOf(c.req.param('id'));
          const item = await patchTaxonomy(db, c.get('actor'), kind, id, c.req.valid('json'));
          if (!item) throw new ApiException(404, ERROR_CODES.notFound);
          await rebuilder?.queue(c.get('database'));
          return c.json(item);
        },
      )
      .delete(
        `${path}/:id`,
        describeOperation({
          tag,
          summary: `${TITLES[kind]}の削除（商品や下位カテゴリが使っていれば 422）`,
          response: v.object({ deleted: v.boolean() }),
          errors: [401, 403, 404, 422],
        }),
        editors,
        async (c) => {
          const { db } = c.get('database');
          const id = idOf(c.req.param('id'));
          if (!(await removeTaxonomy(db, c.get('actor'), kind, id))) {
            throw new ApiException(404, ERROR_CODES.notFound);
          }
          await rebuilder?.queue(c.get('database'));
          return c.json({ deleted: true });
        },
      );
  }
  return routes;
}
