import type {
  LayoutPreview,
  SchemePreview,
} from '../../../../contract/content/layouts-back-office.schema';
import { DRAFT_KINDS, DRAFT_SCHEME_KEY } from '../../../../contract/shared/draft-preview';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { popularProductKey } from '../../catalogue/api';
import { draftColorScheme, draftPageLayout } from '../layouts/index';
import { createPreview, type PreviewLink, previewTarget } from './previews.commands';
import { PREVIEW_MESSAGES as M } from './previews.messages';
import { layoutPagePath } from './previews.model';

/** The page that shows `page`'s layout on a channel, or a Japanese 422 when there is none to show. */
async function pathOfPage(db: Db, channelId: string, page: string): Promise<string> {
  const product = page === 'product-key' ? await popularProductKey(db, channelId) : null;
  const path = layoutPagePath(page, product);
  if (path !== null) return path;
  const message = page === 'product-key' ? M.noProductToShow : M.pageNotPreviewable;
  throw new ApiException(422, ERROR_CODES.validation, { page: [message] });
}

/**
 * A preview of a channel's page with `body`'s layout and sections (the page's own or its period
 * layout, as typed; checked as a save is, 422 per field; nothing saved): the product page shows
 * the channel's most popular product. Made by a staff member: the link to open.
 */
export async function previewLayout(
  db: Db,
  actor: Actor,
  target: { page: string; host: string },
  body: LayoutPreview,
): Promise<PreviewLink & { channel: string }> {
  const layout = draftPageLayout(target, body);
  const preview = await previewTarget(db, actor, body.channel_id);
  const link = await createPreview(db, {
    ...preview,
    pathname: await pathOfPage(db, body.channel_id, target.page),
    overrides: { [DRAFT_KINDS.layout]: { [target.page]: layout } },
  });
  return { ...link, channel: body.channel_id };
}

/**
 * A preview of a channel's top page as it would look were `body` its colour scheme (saved and
 * chosen; unreadable colours refused as a save refuses them). Nothing saved: the link to open.
 */
export async function previewScheme(
  db: Db,
  actor: Actor,
  body: SchemePreview,
): Promise<PreviewLink & { channel: string }> {
  const scheme = draftColorScheme(body);
  const preview = await previewTarget(db, actor, body.channel_id);
  const link = await createPreview(db, {
    ...preview,
    pathname: '/',
    overrides: { [DRAFT_KINDS.colorScheme]: { [DRAFT_SCHEME_KEY]: scheme } },
  });
  return { ...link, channel: body.channel_id };
}
