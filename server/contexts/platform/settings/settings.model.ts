import type { FrontSettings } from '../../../../contract/settings/settings.schema';
import type { Channel } from '../../../http/types';

/** Maps a channel row to `GET /v1/settings/front`. */
export function toFrontSettings(channel: Channel): FrontSettings {
  return {
    channel: {
      id: channel.id,
      name: channel.name,
      is_invalid: channel.isInvalid,
      theme: channel.theme,
      customer: channel.customer,
    },
    site: {
      name: channel.siteName,
      description: channel.description,
      is_no_member_use: channel.isNoMemberUse,
      is_first_login_email_verify: channel.isFirstLoginEmailVerify,
    },
    settings: channel.settings,
  };
}
