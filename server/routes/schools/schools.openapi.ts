import { SchoolCheckBodySchema, SchoolCheckSchema } from '../../../src/lib/account/school';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the school routes (mounted under `/takimoto/v1`). */
export const schoolDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/takimoto/v1/schools/check',
    summary:
      '学校コードの確認（チャンネルの有効な学校のときだけ check が true、1 IP あたり回数制限あり）',
    tag: 'account',
    body: SchoolCheckBodySchema,
    response: SchoolCheckSchema,
    errors: [400, 404, 422, 429],
  },
];
