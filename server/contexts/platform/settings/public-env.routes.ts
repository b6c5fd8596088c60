import { Hono } from 'hono';
import { PublicEnvSchema } from '../../../../contract/settings/layouts.schema';
import { channelContentVersion } from '../../../db/content-version';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';

/** `GET /public.json`: the channel's public facts; no Authorization needed, cacheable for a minute. */
export const publicEnvRoutes = new Hono<AppEnv>().get(
  '/public.json',
  describeOperation({
    summary: 'チャンネルの公開情報（認証不要・キャッシュ可）',
    tag: 'settings',
    response: PublicEnvSchema,
    errors: [404],
  }),
  async (c) => {
    const channel = c.get('channel');
    // The channel's own version: seeding, and the product, news and layout edits it shows.
    const updatedAt = await channelContentVersion(c.get('database'), channel.id);
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'X-Channel-Id');
    return c.json({
      channel_id: channel.id,
      site_name: channel.siteName,
      theme: channel.theme,
      is_invalid: channel.isInvalid,
      content_updated_at: updatedAt.toISOString(),
    });
  },
);
