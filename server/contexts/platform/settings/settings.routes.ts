import { Hono } from 'hono';
import { FrontSettingsSchema } from '../../../../contract/settings/settings.schema';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { toFrontSettings } from './settings.model';

/** Settings routes: the channel's front settings. */
export const settingsRoutes = new Hono<AppEnv>().get(
  '/settings/front',
  describeOperation({
    summary: 'チャンネルとフロント設定',
    tag: 'settings',
    response: FrontSettingsSchema,
    errors: [404],
  }),
  (c) => c.json(toFrontSettings(c.get('channel'))),
);
