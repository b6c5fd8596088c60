import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { toFrontSettings } from './settings.model';

/** Settings routes: the channel's front settings. */
export const settingsRoutes = new Hono<AppEnv>().get('/settings/front', (c) =>
  c.json(toFrontSettings(c.get('channel'))),
);
