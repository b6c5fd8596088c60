import type { AdminProductSave } from '../../../../contract/catalog/back-office-products.schema';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { PRODUCT_PREVIEW_MESSAGES as P } from '../../../../contract/catalog/product-preview.messages';
import type { PreviewKindName } from '../../../../contract/content/content-admin.schema';
import { DRAFT_KINDS } from '../../../../contract/shared/draft-preview';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { hashToken, randomToken } from '../../../services/tokens';
import { channelSiteUrl, fallbackChannelId, hostsOf } from '../../../static/channel-sites';
import { productAsDrafted, productAsSaved } from '../../catalogue/api';
import { contentAsDrafted } from './content-draft.tx';
import {
  PREVIEW_TOKEN_BYTES,
  PREVIEW_TOKEN_PATTERN,
  PREVIEW_TTL_MS,
  previewPath,
  productPagePath,
  type RenderOverrides,
} from './previews.model';
import { channelSettings, insertPreview, livePreview } from './previews.queries';

/** What a new preview link is: its absolute URL on the channel's host, its path, its expiry. */
export type PreviewLink = { url: string; path: string; expiresAt: Date };

/** Where the channel's pages are served (its first host name on the shop's public URL). */
const siteUrlOf = (settings: Record<string, unknown>) =>
  channelSiteUrl(process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321', hostsOf(settings));

/**
 * Stores a preview of `pathname` on `channel` with `overrides`, made by `staffId`, and answers
 * its link: a random 256-bit token (only its SHA-256 is stored) valid PREVIEW_TTL_MS.
 */
export async function createPreview(
  db: Db,
  input: {
    staffId: number;
    channel: { id: string; settings: Record<string, unknown> };
    pathname: string;
    overrides: RenderOverrides;
  },
  now = new Date(),
): Promise<PreviewLink> {
  const token = randomToken(PREVIEW_TOKEN_BYTES);
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  await insertPreview(
    db,
    {
      tokenHash: hashToken(token),
      staffId: input.staffId,
      channelId: input.channel.id,
      pathname: input.pathname,
      overrides: input.overrides,
      expiresAt,
    },
    now,
  );
  const path = previewPath(token);
  return { url: new URL(path, siteUrlOf(input.channel.settings)).toString(), path, expiresAt };
}

/** The preview a token opens, or undefined (malformed, unknown, expired, or its maker may no longer edit). */
export async function openPreview(db: Db, token: string, now = new Date()) {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return undefined;
  return livePreview(db, hashToken(token), now);
}

/**
 * A preview of a product's page on a channel with `body` applied (checked as its save is, 422
 * per field; nothing saved), made by a staff member: the link to open.
 */
export async function previewProduct(
  db: Db,
  actor: Actor,
  key: string,
  body: AdminProductSave,
  channelId = fallbackChannelId(),
): Promise<PreviewLink & { channel: string }> {
  const target = await previewTarget(db, actor, channelId);
  return storeProductPreview(db, target, await productAsDrafted(db, actor, key, body));
}

/** Who makes a preview (a staff member) and the channel it shows. */
export type PreviewTarget = {
  staffId: number;
  channel: { id: string; settings: Record<string, unknown> };
};

/** Who previews on which channel: 403 for anyone but a staff member, 422 for an unknown channel. */
export async function previewTarget(
  db: Db,
  actor: Actor,
  channelId: string,
): Promise<PreviewTarget> {
  if (actor.kind !== 'staff') throw new ApiException(403, ERROR_CODES.forbidden);
  const settings = await channelSettings(db, channelId);
  if (!settings) {
    throw new ApiException(422, ERROR_CODES.validation, { channel: [P.channelUnknown] });
  }
  return { staffId: actor.staffId, channel: { id: channelId, settings } };
}

/**
 * A preview of a content record's page (a blog article, a static page, a landing page, the FAQ)
 * on a channel with `fields` applied, over record `id` or as a new one (checked as its save is,
 * 422 per field; nothing saved), made by a staff member: the link to open.
 */
export async function previewContent(
  db: Db,
  actor: Actor,
  draft: { kind: PreviewKindName; id: number | null; fields: Record<string, unknown> },
  channelId = fallbackChannelId(),
): Promise<PreviewLink & { channel: string }> {
  const target = await previewTarget(db, actor, channelId);
  const page = await contentAsDrafted(db, actor, draft.kind, draft.id, draft.fields);
  const link = await createPreview(db, {
    ...target,
    pathname: page.pathname,
    overrides: page.overrides,
  });
  return { ...link, channel: target.channel.id };
}

/** Stores the preview of `product`'s page for its target: the link to open. */
async function storeProductPreview(db: Db, target: PreviewTarget, product: Product) {
  const link = await createPreview(db, {
    ...target,
    pathname: productPagePath(product.key),
    overrides: { [DRAFT_KINDS.product]: { [product.key]: product } },
  });
  return { ...link, channel: target.channel.id };
}

/**
 * A preview of a product's page on a channel as it is saved, shown even while it is hidden or
 * before its 公開開始日時; with `query.schedule`, as it will be when that pending scheduled change
 * runs (it and the pending changes before it applied over the saved product). Nothing saved.
 */
export async function previewSaved(
  db: Db,
  actor: Actor,
  key: string,
  query: { channel?: string; schedule?: number },
): Promise<PreviewLink & { channel: string }> {
  const target = await previewTarget(db, actor, query.channel ?? fallbackChannelId());
  return storeProductPreview(db, target, await productAsSaved(db, actor, key, query.schedule));
}
