import { FrontSettingsSchema } from '../../../src/lib/settings/settings.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the settings routes. */
export const settingsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/settings/front',
    summary: 'チャンネルとフロント設定',
    tag: 'settings',
    response: FrontSettingsSchema,
    errors: [404],
  },
];
