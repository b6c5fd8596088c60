import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { BACK_OFFICE_CATALOGUE_MESSAGES as C } from '../../../../contract/catalog/back-office-catalogue.messages';
import {
  TaxonomyCreateSchema,
  TaxonomyItemSchema,
  TaxonomyPatchSchema,
  TaxonomyRestoreSchema,
  TaxonomyVersionSchema,
} from '../../../../contract/catalog/back-office-catalogue.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { keptVersions } from '../../platform/api';
import { TAXONOMY_KINDS } from './taxonomy.model';
import { taxonomyList } from './taxonomy.queries';
import { createTaxonomy, patchTaxonomy, removeTaxonomy, restoreTaxonomyPage } from './taxonomy.tx';
import { type PageKind, pageVersionKind, type TaxonomyOutcome } from './taxonomy-page.tx';

const tag = 'admin';
const TITLES = C.taxonomyTitles;
const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** The record id of the path, or 404. */
function idOf(text: string): number {
  const parsed = v.safeParse(IdSchema, text);
  if (!parsed.success) throw new ApiException(404, ERROR_CODES.notFound);
  return parsed.output;
}

/** The answer of a change: the record, or a stale change's 409 with what changed; 404 when gone. */
function answerOf(c: Context<StaffEnv>, outcome: TaxonomyOutcome | undefined) {
  if (!outcome) throw new ApiException(404, ERROR_CODES.notFound);
  if (outcome.kind === 'saved') return c.json(outcome.item);
  const code = ERROR_CODES.versionConflict;
  const body = {
    code,
    message: ERROR_MESSAGES[code],
    current: outcome.current,
    changed_fields: outcome.changedFields,
  };
  return c.json(body, 409);
}

/** A brand's or maker's page versions (`…/{id}/versions`) and their restore (undo). */
function pageVersionRoutes(
  routes: Hono<StaffEnv>,
  kind: PageKind,
  editors: MiddlewareHandler<StaffEnv>,
  queue: (c: Context<StaffEnv>) => Promise<void>,
) {
  const path = `/admin/taxonomy/${kind}/:id/versions`;
  routes
    .get(
      path,
      describeOperation({
        tag,
        summary: `${TITLES[kind]}のページの保存済みの版（新しい順）`,
        response: TaxonomyVersionSchema,
        list: 'plain',
        errors: [401, 403],
      }),
      editors,
      async (c) => {
        const rows = await keptVersions(
          c.get('database').db,
          pageVersionKind(kind),
          idOf(c.req.param('id') ?? ''),
        );
        const data = rows.map((r) => ({
          version: r.version,
          saved_at: r.savedAt.toISOString(),
          saved_by: r.savedBy,
          saved_by_email: r.savedByEmail,
          fields: r.snapshot,
        }));
        return c.json({ data });
      },
    )
    .post(
      `${path}/:n/restore`,
      describeOperation({
        tag,
        summary: `${TITLES[kind]}のページを保存済みの版に戻す（新しい版として）`,
        body: TaxonomyRestoreSchema,
        response: TaxonomyItemSchema,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', TaxonomyRestoreSchema),
      async (c) => {
        const id = idOf(c.req.param('id') ?? '');
        const n = recordIdParam(c.req.param('n') ?? '');
        const { version } = c.req.valid('json');
        const { db } = c.get('database');
        const outcome = await restoreTaxonomyPage(db, c.get('actor'), kind, id, n, version);
        if (outcome?.kind === 'saved') await queue(c);
        return answerOf(c, outcome);
      },
    );
}

/**
 * The back office's categories (a tree), brands and makers (`/v1/admin/taxonomy/{kind}`): list,
 * create, rename, move, order, and delete when unused; brands' and makers' pages also hide, a
 * publish period and versions with undo (a change based on a stale `version` is a 409). Editors,
 * owners and the admin token; each write is audited and queues every channel's rebuild.
 */
export function taxonomyRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const queue = async (c: Context<StaffEnv>) => {
    await rebuilder?.queue(c.get('database'));
  };
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
          summary:
            kind === 'categories'
              ? `${TITLES[kind]}の名前・親・表示順の変更。未知のキーは無視`
              : `${TITLES[kind]}の名前・表示順・ページ（紹介文・表示・公開期間）の変更（版が古ければ409）。未知のキーは無視`,
          body: TaxonomyPatchSchema,
          response: TaxonomyItemSchema,
          errors: [401, 403, 404, 409, 422],
        }),
        editors,
        validate('json', TaxonomyPatchSchema),
        async (c) => {
          const { db } = c.get('database');
          const id = idOf(c.req.param('id'));
          const outcome = await patchTaxonomy(db, c.get('actor'), kind, id, c.req.valid('json'));
          if (outcome?.kind === 'saved') await queue(c);
          return answerOf(c, outcome);
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
    if (kind !== 'categories') pageVersionRoutes(routes, kind, editors, queue);
  }
  return routes;
}
