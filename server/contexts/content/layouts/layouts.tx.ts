import { LAYOUT_ADMIN_MESSAGES as A } from '../../../../contract/content/content.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';

/** What a layout call changed: the channel whose pages show it, and the layout or scheme. */
export type LayoutChange = { channelId: string; kind: 'layout' | 'colorscheme'; key: string };

/**
 * Runs a change the storefront shows in one transaction with its record: both or neither. Layouts
 * and colour schemes belong to one channel, so only that channel's site goes stale (its pages keyed
 * on the layout or scheme re-render); the other channels keep theirs.
 */
export async function changeContent<T>(
  db: Db,
  { channelId, kind, key }: LayoutChange,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordContentChange(tx, { kind, key, channels: [channelId] });
    return result;
  });
}

/**
 * Records, in the caller's transaction, that a colour scheme's channel shows something new (its
 * pages keyed on the scheme re-render); the change records, which the publish status follows.
 */
export function recordSchemeChange(tx: Db | Tx, scheme: { id: number; channelId: string }) {
  return recordContentChange(tx, {
    kind: 'colorscheme',
    key: String(scheme.id),
    channels: [scheme.channelId],
  });
}

/** A colour scheme found in the request's channel, or a Japanese 404 (another channel's too). */
export function requireScheme<T>(row: T | undefined): T {
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.schemeNotFound);
  return row;
}
