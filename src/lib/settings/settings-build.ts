import { buildGet } from '../shared/build-api';
import { perRender } from '../shared/per-render';
import { type FrontSettings, FrontSettingsSchema } from './settings.schema';

/** The channel's front settings, fetched once per render pass. */
export const buildFrontSettings: () => Promise<FrontSettings> = perRender(() =>
  buildGet('/v1/settings/front', FrontSettingsSchema).then((res) => res.data),
);
