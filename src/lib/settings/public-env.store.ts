import { atom } from 'nanostores';
import type { PublicEnv } from '../../../contract/settings/layouts.schema';
import { flagInvalidChannel } from '../shared/app.store';

/** The channel's public facts from `/public.json`, once loaded (null before, or when it failed). */
export const $publicEnv = atom<PublicEnv | null>(null);

/** Whether a reply looks like `/public.json` (the store reads only these fields). */
function isPublicEnv(body: unknown): body is PublicEnv {
  const env = body as Partial<PublicEnv> | null;
  return typeof env?.channel_id === 'string' && typeof env.is_invalid === 'boolean';
}

/**
 * `GET /public.json` with plain fetch and no credentials: it needs no Authorization, and every page
 * asks it once, so it stays out of the http client and its schemas (content pages carry no valibot).
 */
async function fetchPublicEnv(): Promise<PublicEnv | null> {
  const res = await fetch('/public.json', { credentials: 'omit' });
  if (!res.ok) return null;
  const body: unknown = await res.json();
  return isPublicEnv(body) ? body : null;
}

/**
 * Loads `/public.json` and flags the channel invalid when a channel closed after the build; any
 * failure is ignored, since the page already works from what was built.
 */
export async function loadPublicEnv(
  api: { get(): Promise<PublicEnv | null> } = { get: fetchPublicEnv },
): Promise<PublicEnv | null> {
  try {
    const env = await api.get();
    $publicEnv.set(env);
    if (env?.is_invalid) flagInvalidChannel();
    return env;
  } catch {
    return null;
  }
}
