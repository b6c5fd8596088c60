import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { SchoolCheckBodySchema, SchoolCheckSchema } from '../../../../contract/account/school';
import { formErrors } from '../../../../contract/account/user-form.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { rejectCardNumbers } from '../../../http/card-guard';
import { ApiException } from '../../../http/errors';
import { enforceLimit } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { requestMeta } from '../auth/index';
import { checkSchool, schoolCheckLimiter } from './schools.commands';

/** Reads the check body: an empty body counts as `{}` (422 for the missing key), broken JSON is 400. */
async function readBody(c: Context) {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiException(400, ERROR_CODES.badJson);
    }
  }
  const result = v.safeParse(SchoolCheckBodySchema, raw ?? {}, { abortPipeEarly: true });
  if (!result.success) {
    throw new ApiException(422, ERROR_CODES.validation, formErrors(result.issues));
  }
  return result.output;
}

/** The school shop's 学校コード check (spec §7 "Account": `POST /takimoto/v1/schools/check`). */
export const schoolRoutes = new Hono<AppEnv>()
  // Mounted outside `/v1`, so it brings the card-number guard itself (it parses any body as JSON).
  .use(rejectCardNumbers)
  .post(
    '/schools/check',
    describeOperation({
      summary:
        '学校コードの確認（チャンネルの有効な学校のときだけ check が true、1 IP あたり回数制限あり）',
      tag: 'account',
      body: SchoolCheckBodySchema,
      response: SchoolCheckSchema,
      errors: [400, 404, 422, 429],
    }),
    async (c) => {
      const database = c.get('database');
      // Before parsing, so malformed guesses count too.
      await enforceLimit(schoolCheckLimiter(database), requestMeta(c).ip);
      const { key } = await readBody(c);
      return c.json(await checkSchool(database.db, c.get('channel').id, key));
    },
  );
