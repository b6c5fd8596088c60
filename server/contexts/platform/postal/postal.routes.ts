import { Hono } from 'hono';
import * as v from 'valibot';
import { toHalfWidthDigits } from '../../../../contract/account/normalize';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { FIELD_MESSAGES } from '../../../../contract/shared/fields.messages';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { POSTAL_MESSAGES } from './postal.messages';
import { rowsOfPostalCode } from './postal.queries';
import { PREFECTURES } from './postal-data';
import { ensurePostalCodes } from './postal-load';

const PostalAddressSchema = v.object({
  postal_code: v.string(),
  prefecture_code: v.number(),
  prefecture: v.string(),
  city: v.string(),
  town: v.string(),
  address1: v.string(),
  prefecture_kana: v.string(),
  city_kana: v.string(),
  town_kana: v.string(),
  candidates: v.array(v.string()),
});

const PostalQuerySchema = v.object({
  code: v.pipe(
    v.string(POSTAL_MESSAGES.required),
    v.transform(toHalfWidthDigits),
    v.regex(/^\d{3}-?\d{4}$/, FIELD_MESSAGES.postal),
    v.transform((s) => s.replace('-', '')),
  ),
});

/** Postal-code look-up and the prefecture list (spec §7 "Other"). */
export const postalRoutes = new Hono<AppEnv>()
  .get(
    '/postal-code',
    describeOperation({
      summary: '郵便番号から住所を検索（日本郵便のデータ）',
      tag: 'postal',
      query: v.object({ code: v.string() }),
      response: PostalAddressSchema,
      errors: [404, 422],
    }),
    validate('query', PostalQuerySchema),
    async (c) => {
      const database = c.get('database');
      await ensurePostalCodes(database);
      const { code } = c.req.valid('query');
      const rows = await rowsOfPostalCode(database.db, code);
      const first = rows[0];
      if (!first) throw new ApiException(404, ERROR_CODES.postalCodeNotFound);
      // Several towns can share a code: the address is the part they have in common.
      const town = rows.every((r) => r.town === first.town) ? first.town : '';
      return c.json({
        postal_code: code,
        prefecture_code: first.prefectureCode,
        prefecture: first.prefecture,
        city: first.city,
        town,
        address1: town,
        prefecture_kana: first.prefectureKana,
        city_kana: first.cityKana,
        town_kana: town ? first.townKana : '',
        candidates: rows.map((r) => r.town).filter(Boolean),
      });
    },
  )
  .get(
    '/postal-codes/prefectures',
    describeOperation({
      summary: '都道府県の一覧',
      tag: 'postal',
      response: v.object({ code: v.number(), name: v.string() }),
      list: 'plain',
      errors: [],
    }),
    (c) => c.json({ data: PREFECTURES.map((name, i) => ({ code: i + 1, name })) }),
  );
