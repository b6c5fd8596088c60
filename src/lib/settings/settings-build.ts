import { buildGet } from '../shared/build-api';
import { type FrontSettings, FrontSettingsSchema } from './settings.schema';

let cached: Promise<FrontSettings> | undefined;

/** The channel's front settings, fetched once per build. */
export function buildFrontSettings(): Promise<FrontSettings> {
  cached ??= buildGet('/v1/settings/front', FrontSettingsSchema).then((res) => res.data);
  return cached;
}
