import { MeUserSchema } from '../../../src/lib/account/user.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the account routes. */
export const accountDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/me/user',
    summary: 'ログイン中の会員情報',
    tag: 'account',
    response: MeUserSchema,
    errors: [401],
  },
];
