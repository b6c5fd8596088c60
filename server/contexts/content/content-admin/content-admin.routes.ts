import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CONTENT_ADMIN_MESSAGES as M } from '../../../../contract/content/content-admin.messages';
import {
  CONTENT_KINDS,
  ContentDeleteQuerySchema,
  ContentListQuerySchema,
  ContentOrderSchema,
  ContentRestoreSchema,
  ContentVersionSchema,
  contentCreateSchema,
  contentItemSchema,
  contentSaveSchema,
} from '../../../../contract/content/content-admin.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { RecordedChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { keptVersions } from '../../platform/api';
import { findRecord, listRecords } from './content-entries.queries';
import { MANAGED_KINDS, type ManagedKind } from './content-kinds.queries';
import {
  type ContentOutcome,
  createContent,
  removeContent,
  reorderContent,
  restoreContent,
  saveContent,
  toItem,
} from './content-save.tx';

const tag = 'admin';

/** The publish status a write answers: the change records `GET /v1/admin/publish/events` follows. */
const publishOf = (changes: RecordedChange[]) => ({ changes: changes.map((r) => r.id) });

/** The record the path names, or a Japanese 404. */
async function recordOf(c: Context<StaffEnv>, kind: ManagedKind) {
  const row = await findRecord(c.get('database').db, kind, recordIdParam(c.req.param('id') ?? ''));
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);
  return row;
}

/**
 * The back office's content calls, one set per managed kind (`/v1/admin/content/{kind}`): the
 * list per channel with each record's state, create, save and delete based on a version (409 with
 * what changed otherwise), reorder, versions and their restore. Editors and owners (and the admin
 * token); every write keeps versions, records the change for its channels (their sites rebuild,
 * the publish status follows it) and writes the audit log in one transaction.
 */
export function contentAdminRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const answer = async (c: Context<StaffEnv>, outcome: ContentOutcome, status: 200 | 201 = 200) => {
    if (outcome.kind === 'conflict') {
      const code = ERROR_CODES.versionConflict;
      const body = {
        code,
        message: ERROR_MESSAGES[code],
        current: outcome.current,
        changed_fields: outcome.changedFields,
      };
      return c.json(body, 409);
    }
    await rebuilder?.queue(c.get('database'));
    return c.json({ item: outcome.item, publish: publishOf(outcome.changes) }, status);
  };
  const routes = new Hono<StaffEnv>();
  for (const name of CONTENT_KINDS) {
    const kind = MANAGED_KINDS[name];
    const label = M.kinds[name];
    const base = `/admin/content/${name}`;
    const item = contentItemSchema(name);
    const saved = v.object({
      item: v.nullable(item),
      publish: v.object({ changes: v.array(v.number()) }),
    });
    const save = contentSaveSchema(name);
    const create = contentCreateSchema(name);
    routes
      .get(
        base,
        describeOperation({
          tag,
          summary: M.summaries.list(label),
          query: ContentListQuerySchema,
          response: item,
          list: 'plain',
          errors: [401, 403, 422],
        }),
        editors,
        validate('query', ContentListQuerySchema),
        async (c) => {
          const rows = await listRecords(c.get('database').db, kind, c.req.valid('query').channel);
          const now = new Date();
          return c.json({ data: rows.map((r) => toItem(kind, r, now)) });
        },
      )
      .post(
        base,
        describeOperation({
          tag,
          summary: M.summaries.create(label),
          body: create,
          response: saved,
          errors: [401, 403, 422],
        }),
        editors,
        validate('json', create),
        async (c) =>
          answer(
            c,
            await createContent(c.get('database').db, c.get('actor'), kind, c.req.valid('json')),
            201,
          ),
      )
      .put(
        `${base}/order`,
        describeOperation({
          tag,
          summary: M.summaries.order(label),
          body: ContentOrderSchema,
          response: saved,
          errors: [401, 403, 422],
        }),
        editors,
        validate('json', ContentOrderSchema),
        async (c) => {
          const { channel_id, ids } = c.req.valid('json');
          const changes = await reorderContent(
            c.get('database').db,
            c.get('actor'),
            kind,
            channel_id,
            ids,
          );
          await rebuilder?.queue(c.get('database'));
          return c.json({ item: null, publish: publishOf(changes) });
        },
      )
      .get(
        `${base}/:id`,
        describeOperation({
          tag,
          summary: M.summaries.get(label),
          response: item,
          errors: [401, 403, 404],
        }),
        editors,
        async (c) => c.json(toItem(kind, await recordOf(c, kind))),
      )
      .put(
        `${base}/:id`,
        describeOperation({
          tag,
          summary: M.summaries.save(label),
          body: save,
          response: saved,
          errors: [401, 403, 404, 409, 422],
        }),
        editors,
        validate('json', save),
        async (c) => {
          const id = recordIdParam(c.req.param('id'));
          const body = c.req.valid('json') as Record<string, unknown>;
          return answer(c, await saveContent(c.get('database').db, c.get('actor'), kind, id, body));
        },
      )
      .delete(
        `${base}/:id`,
        describeOperation({
          tag,
          summary: M.summaries.remove(label),
          query: ContentDeleteQuerySchema,
          response: saved,
          errors: [401, 403, 404, 409, 422],
        }),
        editors,
        validate('query', ContentDeleteQuerySchema),
        async (c) => {
          const id = recordIdParam(c.req.param('id'));
          const version = Number(c.req.valid('query').version);
          return answer(
            c,
            await removeContent(c.get('database').db, c.get('actor'), kind, id, version),
          );
        },
      )
      .get(
        `${base}/:id/versions`,
        describeOperation({
          tag,
          summary: M.summaries.versions(label),
          response: ContentVersionSchema,
          list: 'plain',
          errors: [401, 403, 404],
        }),
        editors,
        async (c) => {
          const row = await recordOf(c, kind);
          const rows = await keptVersions(c.get('database').db, name, row.id);
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
        `${base}/:id/versions/:n/restore`,
        describeOperation({
          tag,
          summary: M.summaries.restore(label),
          body: ContentRestoreSchema,
          response: saved,
          errors: [401, 403, 404, 409, 422],
        }),
        editors,
        validate('json', ContentRestoreSchema),
        async (c) => {
          const id = recordIdParam(c.req.param('id'));
          const n = recordIdParam(c.req.param('n'));
          const { version } = c.req.valid('json');
          return answer(
            c,
            await restoreContent(c.get('database').db, c.get('actor'), kind, id, n, version),
          );
        },
      );
  }
  return routes;
}
