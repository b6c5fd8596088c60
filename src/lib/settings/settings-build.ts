import {
  type FrontSettings,
  FrontSettingsSchema,
} from '../../../contract/settings/settings.schema';
import { buildGet } from '../shared/build-api';
import { perRender } from '../shared/per-render';

/** The channel's front settings, fetched once per render pass. */
export const buildFrontSettings: () => Promise<FrontSettings> = perRender(() =>
  buildGet('/v1/settings/front', FrontSettingsSchema).then((res) => res.data),
);
