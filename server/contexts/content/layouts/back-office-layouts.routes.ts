import { type Context, Hono } from 'hono';
import { LAYOUT_ADMIN_MESSAGES as A } from '../../../../contract/content/content.messages';
import { AdminColorSchemeSchema } from '../../../../contract/content/layouts-admin.schema';
import {
  BackOfficeLayoutSchema,
  ChannelQuerySchema,
  LayoutRestoreSchema,
  LayoutSaveSchema,
  LayoutVersionSchema,
  SchemeCreateSchema,
  SchemeDeleteQuerySchema,
  SchemeRestoreSchema,
  SchemeSaveSchema,
  SchemeSelectSchema,
  savedSchema,
} from '../../../../contract/content/layouts-back-office.schema';
import { PAGE_NAME } from '../../../../contract/settings/layouts.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { keptVersions } from '../../platform/api';
import { toAdminColorScheme, toBackOfficeLayout } from './layouts.model';
import {
  findColorScheme,
  findPageLayout,
  listColorSchemes,
  listPageLayouts,
} from './layouts.queries';
import {
  type LayoutOutcome,
  restoreLayout,
  restoreScheme,
  saveLayout,
  saveScheme,
  VERSION_KINDS,
} from './layouts-back-office.tx';
import { createScheme, deleteScheme, selectScheme } from './schemes-back-office.tx';

const tag = 'admin';
const db = (c: Context<StaffEnv>) => c.get('database').db;

/** The page the path names (`top`, `product-key`, …), or a Japanese 404. */
function pageOf(c: Context<StaffEnv>): string {
  const page = c.req.param('page') ?? '';
  if (!PAGE_NAME.test(page)) {
    throw new ApiException(404, ERROR_CODES.notFound, undefined, A.layoutNotFoundInChannel);
  }
  return page;
}

/** A channel's layout of the path's page, or a Japanese 404. */
async function layoutOf(c: Context<StaffEnv>, channel: string) {
  const row = await findPageLayout(db(c), channel, pageOf(c));
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.layoutNotFoundInChannel);
  return row;
}

/** The path's colour scheme (any channel's: the id names it), or a Japanese 404. */
async function schemeOf(c: Context<StaffEnv>) {
  const row = await findColorScheme(db(c), null, recordIdParam(c.req.param('id') ?? ''));
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.schemeNotFound);
  return row;
}

const versionsOf = async (c: Context<StaffEnv>, kind: string, id: number) => {
  const rows = await keptVersions(db(c), kind, id);
  const data = rows.map((r) => ({
    version: r.version,
    saved_at: r.savedAt.toISOString(),
    saved_by: r.savedBy,
    saved_by_email: r.savedByEmail,
    fields: r.snapshot,
  }));
  return c.json({ data });
};

/**
 * The back office's page-layout and colour-scheme screens (`/v1/admin/page-layouts`,
 * `/v1/admin/color-schemes`): lists per channel, saves based on a version (409 with what changed
 * otherwise), kept versions and their restore (undo). Editors and owners (and the admin token);
 * every save keeps versions, writes the audit row and records the change for the channel (its
 * site rebuilds; the answer's `publish.changes` is what the publish status follows) in one
 * transaction. New schemes start unselected; choosing the one a channel shows publishes; any
 * scheme but the selected one can be deleted.
 */
export function backOfficeLayoutRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const answer = async <T>(c: Context<StaffEnv>, outcome: LayoutOutcome<T>) => {
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
    if (outcome.changes.length > 0) await rebuilder?.queue(c.get('database'));
    return c.json({ item: outcome.item, publish: { changes: outcome.changes.map((r) => r.id) } });
  };
  const host = (c: Context<StaffEnv>) => new URL(c.req.url).host;
  return new Hono<StaffEnv>()
    .get(
      '/admin/page-layouts',
      describeOperation({
        tag,
        summary: 'チャネルのページレイアウト一覧（非表示の部品と版つき。編集者）',
        query: ChannelQuerySchema,
        response: BackOfficeLayoutSchema,
        list: 'plain',
        errors: [401, 403, 422],
      }),
      editors,
      validate('query', ChannelQuerySchema),
      async (c) => {
        const rows = await listPageLayouts(db(c), c.req.valid('query').channel);
        return c.json({ data: rows.map(toBackOfficeLayout) });
      },
    )
    .put(
      '/admin/page-layouts/:page',
      describeOperation({
        tag,
        summary: 'ページのレイアウトと部品の並びを版を基に保存（編集者）。サイトを再ビルド',
        body: LayoutSaveSchema,
        response: savedSchema(BackOfficeLayoutSchema),
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', LayoutSaveSchema),
      async (c) => {
        const target = { page: pageOf(c), host: host(c) };
        return answer(c, await saveLayout(db(c), c.get('actor'), target, c.req.valid('json')));
      },
    )
    .get(
      '/admin/page-layouts/:page/versions',
      describeOperation({
        tag,
        summary: 'ページのレイアウトの保存済みの版（新しい順。編集者）',
        query: ChannelQuerySchema,
        response: LayoutVersionSchema,
        list: 'plain',
        errors: [401, 403, 404, 422],
      }),
      editors,
      validate('query', ChannelQuerySchema),
      async (c) => {
        const row = await layoutOf(c, c.req.valid('query').channel);
        return versionsOf(c, VERSION_KINDS.layout, row.id);
      },
    )
    .post(
      '/admin/page-layouts/:page/versions/:n/restore',
      describeOperation({
        tag,
        summary: 'ページのレイアウトを保存済みの版に戻す（新しい版として。編集者）',
        body: LayoutRestoreSchema,
        response: savedSchema(BackOfficeLayoutSchema),
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', LayoutRestoreSchema),
      async (c) => {
        const body = c.req.valid('json');
        const row = await layoutOf(c, body.channel_id);
        const target = { page: row.page, host: host(c), id: row.id };
        const n = recordIdParam(c.req.param('n') ?? '');
        return answer(c, await restoreLayout(db(c), c.get('actor'), target, n, body));
      },
    )
    .get(
      '/admin/color-schemes',
      describeOperation({
        tag,
        summary: 'チャネルのカラースキーム一覧（版と配色つき。編集者）',
        query: ChannelQuerySchema,
        response: AdminColorSchemeSchema,
        list: 'plain',
        errors: [401, 403, 422],
      }),
      editors,
      validate('query', ChannelQuerySchema),
      async (c) => {
        const rows = await listColorSchemes(db(c), c.req.valid('query').channel);
        return c.json({ data: rows.map(toAdminColorScheme) });
      },
    )
    .post(
      '/admin/color-schemes',
      describeOperation({
        tag,
        summary: 'チャネルにカラースキームを追加（使用中にはしない。編集者）',
        body: SchemeCreateSchema,
        response: AdminColorSchemeSchema,
        errors: [401, 403, 422],
      }),
      editors,
      validate('json', SchemeCreateSchema),
      async (c) => c.json(await createScheme(db(c), c.get('actor'), c.req.valid('json')), 201),
    )
    .put(
      '/admin/color-schemes/:id/select',
      describeOperation({
        tag,
        summary:
          'チャネルのストアフロントで使うカラースキームを版を基に選ぶ（編集者）。サイトを再ビルド',
        body: SchemeSelectSchema,
        response: savedSchema(AdminColorSchemeSchema),
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', SchemeSelectSchema),
      async (c) => {
        const id = recordIdParam(c.req.param('id') ?? '');
        const { version } = c.req.valid('json');
        return answer(c, await selectScheme(db(c), c.get('actor'), id, version));
      },
    )
    .delete(
      '/admin/color-schemes/:id',
      describeOperation({
        tag,
        summary:
          'カラースキームを版を基に削除（選択中のスキームは422。期間つきならサイトを再ビルド。編集者）',
        query: SchemeDeleteQuerySchema,
        response: savedSchema(AdminColorSchemeSchema),
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('query', SchemeDeleteQuerySchema),
      async (c) => {
        const id = recordIdParam(c.req.param('id') ?? '');
        const version = Number(c.req.valid('query').version);
        return answer(c, await deleteScheme(db(c), c.get('actor'), id, version));
      },
    )
    .put(
      '/admin/color-schemes/:id',
      describeOperation({
        tag,
        summary: 'カラースキームを版を基に保存（文字と背景のコントラスト4.5:1未満は422。編集者）',
        body: SchemeSaveSchema,
        response: savedSchema(AdminColorSchemeSchema),
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', SchemeSaveSchema),
      async (c) => {
        const id = recordIdParam(c.req.param('id') ?? '');
        return answer(c, await saveScheme(db(c), c.get('actor'), id, c.req.valid('json')));
      },
    )
    .get(
      '/admin/color-schemes/:id/versions',
      describeOperation({
        tag,
        summary: 'カラースキームの保存済みの版（新しい順。編集者）',
        response: LayoutVersionSchema,
        list: 'plain',
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => versionsOf(c, VERSION_KINDS.scheme, (await schemeOf(c)).id),
    )
    .post(
      '/admin/color-schemes/:id/versions/:n/restore',
      describeOperation({
        tag,
        summary: 'カラースキームを保存済みの版に戻す（新しい版として。編集者）',
        body: SchemeRestoreSchema,
        response: savedSchema(AdminColorSchemeSchema),
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', SchemeRestoreSchema),
      async (c) => {
        const id = (await schemeOf(c)).id;
        const n = recordIdParam(c.req.param('n') ?? '');
        const { version } = c.req.valid('json');
        return answer(c, await restoreScheme(db(c), c.get('actor'), id, n, version));
      },
    );
}
