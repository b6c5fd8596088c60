import {
  LAYOUT_ADMIN_MESSAGES as A,
  LAYOUT_CONTENT_MESSAGES as M,
} from '../../../../contract/content/content.messages';
import type {
  AdminColorScheme,
  ColorSchemeBody,
  PageLayoutBody,
} from '../../../../contract/content/layouts-admin.schema';
import type { SchemeEdit } from '../../../../contract/content/layouts-back-office.schema';
import type { PageLayout } from '../../../../contract/settings/layouts.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import {
  checkSections,
  schemeColorErrors,
  toAdminColorScheme,
  toPageLayout,
} from './layouts.model';
import {
  deletePageLayout,
  findColorScheme,
  insertColorScheme,
  lockColorScheme,
  lockColorSchemes,
  markSelected,
  updateColorScheme,
  upsertPageLayout,
} from './layouts.queries';
import { changeContent, recordSchemeChange, requireScheme } from './layouts.tx';
import { dateOf } from './layouts-back-office.tx';
import { enqueueSchemeBoundaries } from './schemes-window.tx';

/** Where a page's layout is saved: the channel, the page, and the request's host (for embed URLs). */
export type LayoutTarget = { channelId: string; page: string; host: string };

/** Stores a page's layout after checking its parts; a 422 with field errors stores nothing. */
export async function savePageLayout(
  db: Db,
  { channelId, page, host }: LayoutTarget,
  body: PageLayoutBody,
  now: Date,
): Promise<PageLayout> {
  const checked = checkSections(body.sections, host);
  if ('errors' in checked) throw new ApiException(422, ERROR_CODES.validation, checked.errors);
  const row = await changeContent(db, { channelId, kind: 'layout', key: page }, (tx) =>
    upsertPageLayout(tx, channelId, page, { ...body, sections: checked.sections }, now),
  );
  if (!row) throw new ApiException(500, ERROR_CODES.internal);
  return toPageLayout(row);
}

/** Removes a page's layout, so the page falls back to its default parts; 404 when it has none. */
export async function removePageLayout(db: Db, channelId: string, page: string): Promise<void> {
  await changeContent(db, { channelId, kind: 'layout', key: page }, async (tx) => {
    if (!(await deletePageLayout(tx, channelId, page))) {
      throw new ApiException(404, ERROR_CODES.notFound, undefined, M.layoutNotFound);
    }
  });
}

/** 422 in Japanese when a scheme's text colour would be unreadable on its background. */
function requireReadable(body: ColorSchemeBody): void {
  const errors = schemeColorErrors(body.colors);
  if (errors) throw new ApiException(422, ERROR_CODES.validation, errors);
}

/** Adds a colour scheme, not selected (so nothing the storefront shows changes). */
export async function createColorScheme(
  db: Db,
  channelId: string,
  body: ColorSchemeBody,
  now: Date,
): Promise<AdminColorScheme> {
  requireReadable(body);
  return toAdminColorScheme(requireScheme(await insertColorScheme(db, channelId, body, now)));
}

/**
 * Replaces a scheme's name and settings and, when given, its publish period (a period's end at or
 * before its start, as given or as kept, is refused). The channel's content version moves when
 * the storefront may show the scheme: it is the selected one, or it has (or had) a period, whose
 * future boundaries are booked. Answers the scheme and whether the channel must rebuild.
 */
export async function editColorScheme(
  db: Db,
  channelId: string,
  id: number,
  body: SchemeEdit,
  now: Date,
): Promise<{ scheme: AdminColorScheme; changed: boolean }> {
  requireReadable(body);
  const { publish_from, publish_to, ...settings } = body;
  return db.transaction(async (tx) => {
    const before = requireScheme(await lockColorScheme(tx, channelId, id));
    const period = {
      publishFrom: publish_from === undefined ? before.publishFrom : dateOf(publish_from),
      publishTo: publish_to === undefined ? before.publishTo : dateOf(publish_to),
    };
    if (period.publishFrom && period.publishTo && period.publishTo <= period.publishFrom) {
      throw new ApiException(422, ERROR_CODES.validation, { publish_to: [A.schemePublishOrder] });
    }
    const after = requireScheme(
      await updateColorScheme(tx, channelId, id, { ...settings, ...period }, now),
    );
    await enqueueSchemeBoundaries(tx, id, { from: after.publishFrom, to: after.publishTo }, now);
    const seasonal = [before, after].some((r) => r.publishFrom !== null || r.publishTo !== null);
    const changed = after.isSelected || seasonal;
    if (changed) {
      await recordSchemeChange(tx, { id, channelId });
    }
    return { scheme: toAdminColorScheme(after), changed };
  });
}

/**
 * Makes `id` the channel's one selected scheme. The channel's schemes are locked first, so two
 * selections at once run one after the other and exactly one scheme ends up selected.
 */
export async function selectColorScheme(
  db: Db,
  channelId: string,
  id: number,
  now: Date,
): Promise<AdminColorScheme> {
  const row = await changeContent(
    db,
    { channelId, kind: 'colorscheme', key: String(id) },
    async (tx) => {
      const ids = await lockColorSchemes(tx, channelId);
      requireScheme(ids.includes(id) ? id : undefined);
      await markSelected(tx, channelId, id, now);
      return requireScheme(await findColorScheme(tx, channelId, id));
    },
  );
  return toAdminColorScheme(row);
}
