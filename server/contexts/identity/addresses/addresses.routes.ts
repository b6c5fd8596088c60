import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { ADDRESS_MESSAGES as M } from '../../../../contract/addresses/addresses.messages';
import {
  AddressExportQuerySchema,
  AddressImportResultSchema,
  UserAddressBodySchema,
  UserAddressSchema,
} from '../../../../contract/addresses/addresses.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { memberId, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { enqueueJob } from '../../../jobs/queue';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  addAddresses,
  markAddress,
  removeAddress,
  removeOtherAddresses,
  saveAddress,
} from './addresses.commands';
import { ADDRESS_LIMIT, toUserAddress } from './addresses.model';
import { findAddress, listAddresses } from './addresses.queries';
import {
  decodeCsv,
  exportFileName,
  IMPORT_MAX_BYTES,
  readAddressCsv,
  writeAddressCsv,
} from './addresses-csv.model';
import {
  EXPORT_JOB,
  EXPORT_SYNC_ROWS,
  refuseLossySjis,
  refuseUnsafeExportMail,
} from './addresses-export.commands';

const NoContent = v.null();
const tag = 'addresses';
const idOf = (c: { req: { param(k: 'id'): string } }) => recordIdParam(c.req.param('id'));

/** 404 before the body is checked: another member's entry answers exactly like a missing one. */
const requireOwnAddress = createMiddleware<AppEnv>(async (c, next) => {
  const id = recordIdParam(c.req.param('id') ?? '');
  if (!(await findAddress(c.get('database').db, memberId(c), id))) {
    throw new ApiException(404, ERROR_CODES.notFound);
  }
  await next();
});

/** The address book: list, add, change, delete, default marks, CSV import and export (spec §7). */
export const addressRoutes = new Hono<AppEnv>()
  .use('/me/user-addresses*', requireMember)
  .get(
    '/me/user-addresses',
    describeOperation({
      tag,
      summary: '会員のお届け先一覧（既定のお届け先が先頭、x-limit 付き）',
      response: UserAddressSchema,
      list: 'paged',
      errors: [401],
    }),
    async (c) => {
      const rows = await listAddresses(c.get('database').db, memberId(c));
      setPagingHeaders(c, { total: rows.length, per: ADDRESS_LIMIT, current: 1 });
      c.header('x-limit', String(ADDRESS_LIMIT));
      return c.json({ data: rows.map(toUserAddress) });
    },
  )
  .post(
    '/me/user-addresses',
    describeOperation({
      tag,
      summary: 'お届け先の追加（かなはカタカナ、全角数字は半角に。上限 x-limit）',
      body: UserAddressBodySchema,
      response: UserAddressSchema,
      errors: [401, 422],
    }),
    validate('json', UserAddressBodySchema),
    async (c) => {
      const { db } = c.get('database');
      const [added] = await addAddresses(db, memberId(c), [c.req.valid('json')]);
      // Read back: the first entry of a book also takes the default marks.
      const row = added && (await findAddress(db, memberId(c), added.id));
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(toUserAddress(row), 201);
    },
  )
  .get(
    '/me/user-addresses/export',
    describeOperation({
      tag,
      summary: `お届け先のCSV書き出し（Shift_JIS 既定。${EXPORT_SYNC_ROWS}件を超えると 202 でメール送付）`,
      query: AddressExportQuerySchema,
      response: v.string(),
      contentType: 'text/csv',
      errors: [401, 422, 429],
    }),
    validate('query', AddressExportQuerySchema),
    async (c) => {
      const { encoding } = c.req.valid('query');
      const { db } = c.get('database');
      const userId = memberId(c);
      const rows = await listAddresses(db, userId);
      if (encoding === 'sjis') refuseLossySjis(rows);
      if (rows.length > EXPORT_SYNC_ROWS) {
        await refuseUnsafeExportMail(c.get('database'), userId);
        const payload = { user_id: userId, encoding };
        await db.transaction((tx) => enqueueJob(tx, { name: EXPORT_JOB, payload }));
        return c.json({ message: M.exportDelayed, delayed: true as const }, 202);
      }
      const name = exportFileName(new Date(), encoding);
      const charset = encoding === 'utf8' ? 'UTF-8' : 'Shift_JIS';
      c.header('Content-Type', `text/csv; charset=${charset}`);
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      c.header('x-suggested-filename', name);
      return c.body(new Uint8Array(writeAddressCsv(rows, encoding)));
    },
  )
  .post(
    '/me/user-addresses/import',
    describeOperation({
      tag,
      summary:
        'お届け先のCSV取り込み（multipart の file。Shift_JIS/UTF-8 を自動判定、誤りが1行でもあれば取り込まない）',
      response: AddressImportResultSchema,
      errors: [401, 413, 422],
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.file;
      if (!(file instanceof File) || file.size === 0) {
        throw new ApiException(422, ERROR_CODES.validation, { file: [M.importChoose] });
      }
      if (file.size > IMPORT_MAX_BYTES) throw new ApiException(413, ERROR_CODES.payloadTooLarge);
      const result = readAddressCsv(decodeCsv(new Uint8Array(await file.arrayBuffer())));
      if (!result.ok) {
        throw new ApiException(422, ERROR_CODES.addressImportInvalid, { file: result.problems });
      }
      const rows = await addAddresses(c.get('database').db, memberId(c), result.rows, 'file');
      return c.json({ imported: rows.length }, 201);
    },
  )
  .get(
    '/me/user-addresses/:id',
    describeOperation({
      tag,
      summary: 'お届け先1件',
      response: UserAddressSchema,
      errors: [401, 404],
    }),
    async (c) => {
      const row = await findAddress(c.get('database').db, memberId(c), idOf(c));
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(toUserAddress(row));
    },
  )
  .put(
    '/me/user-addresses/:id',
    describeOperation({
      tag,
      summary: 'お届け先の変更（ご本人の住所は会員情報の氏名・かな・電話番号も更新）',
      body: UserAddressBodySchema,
      response: UserAddressSchema,
      errors: [401, 404, 422],
    }),
    requireOwnAddress,
    validate('json', UserAddressBodySchema),
    async (c) => {
      const id = idOf(c);
      const row = await saveAddress(c.get('database').db, memberId(c), id, c.req.valid('json'));
      return c.json(toUserAddress(row));
    },
  )
  .delete(
    '/me/user-addresses/:id',
    describeOperation({
      tag,
      summary: 'お届け先の削除（ご本人の住所は不可）',
      response: NoContent,
      errors: [401, 404, 422],
    }),
    async (c) => {
      await removeAddress(c.get('database').db, memberId(c), idOf(c));
      return c.body(null, 204);
    },
  )
  .patch(
    '/me/user-addresses/:id/use',
    describeOperation({
      tag,
      summary: 'いつものお届け先にする（常に1件）',
      response: UserAddressSchema,
      errors: [401, 404],
    }),
    async (c) => {
      const row = await markAddress(c.get('database').db, memberId(c), idOf(c), 'isDefault');
      return c.json(toUserAddress(row));
    },
  )
  .patch(
    '/me/user-addresses/:id/use-sender',
    describeOperation({
      tag,
      summary: 'いつもの依頼主にする（常に1件）',
      response: UserAddressSchema,
      errors: [401, 404],
    }),
    async (c) => {
      const row = await markAddress(c.get('database').db, memberId(c), idOf(c), 'isSenderDefault');
      return c.json(toUserAddress(row));
    },
  )
  .delete(
    '/me/user-addresses-all',
    describeOperation({
      tag,
      summary: 'ご本人の住所以外のお届け先をすべて削除',
      response: NoContent,
      errors: [401],
    }),
    async (c) => {
      await removeOtherAddresses(c.get('database').db, memberId(c));
      return c.body(null, 204);
    },
  );
