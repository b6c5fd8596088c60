import { LAYOUT_ADMIN_MESSAGES as A } from '../../../../contract/content/content.messages';
import type { AdminColorScheme } from '../../../../contract/content/layouts-admin.schema';
import {
  type BackOfficeLayout,
  type LayoutSave,
  PAGE_SECTIONS,
  type SchemeSave,
} from '../../../../contract/content/layouts-back-office.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { type RecordedChange, recordContentChange } from '../../../db/content-version';
import type { colorSchemes, pageLayouts } from '../../../db/schema/index';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { keepVersion, keptVersion, recordAudit } from '../../platform/api';
import {
  checkSections,
  schemeColorErrors,
  toAdminColorScheme,
  toBackOfficeLayout,
} from './layouts.model';
import {
  channelExists,
  insertPageLayout,
  lockColorScheme,
  lockPageLayout,
  updateColorScheme,
  updatePageLayout,
} from './layouts.queries';
import { recordSchemeChange } from './layouts.tx';
import { enqueueLayoutBoundaries } from './layouts-window.tx';
import { enqueueSchemeBoundaries } from './schemes-window.tx';

type LayoutRow = typeof pageLayouts.$inferSelect;
type SchemeRow = typeof colorSchemes.$inferSelect;

/** The `content_versions` kinds the back office keeps layouts' and schemes' versions under. */
export const VERSION_KINDS = { layout: 'page-layout', scheme: 'color-scheme' } as const;

/** What a save came to: done (with the change records to follow), or refused as stale. */
export type LayoutOutcome<T> =
  | { kind: 'saved'; item: T; changes: RecordedChange[] }
  | { kind: 'conflict'; current: T | null; changedFields: string[] };

const savedBy = (actor: Actor) => (actor.kind === 'staff' ? `staff:${actor.staffId}` : actor.kind);
const emailOf = (actor: Actor) => (actor.kind === 'staff' ? actor.email : null);
/** A Japanese 422 naming each field that is wrong. */
export const invalid = (errors: Record<string, string[]>) =>
  new ApiException(422, ERROR_CODES.validation, errors);

/** What a layout's kept version and audit row hold: its own layout and its period layout. */
const layoutFields = (row: LayoutRow) => ({
  layout: row.layout,
  sections: row.sections,
  season: toBackOfficeLayout(row).season,
});
/** What a scheme's kept version and audit row hold. */
export const schemeFields = (row: SchemeRow) => ({
  name: row.name,
  loading: row.loading,
  cursor: row.cursor,
  animation: row.animation,
  colors: row.colors ?? null,
  publish_from: row.publishFrom?.toISOString() ?? null,
  publish_to: row.publishTo?.toISOString() ?? null,
});

/** The names of the fields that differ between two snapshots. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** Keeps the versions before and after a write, and its audit row with the changed fields. */
export async function recordWrite(
  tx: Tx,
  actor: Actor,
  write: {
    kind: string;
    action: string;
    id: number;
    versions: [number, number];
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
) {
  const { kind, id, before, after } = write;
  if (before) {
    const earlier = { kind, recordId: id, version: write.versions[0], snapshot: before };
    await keepVersion(tx, { ...earlier, savedBy: 'earlier' });
  }
  await keepVersion(tx, {
    kind,
    recordId: id,
    version: write.versions[1],
    snapshot: after,
    savedBy: savedBy(actor),
    savedByEmail: emailOf(actor),
  });
  const changed = changedFields(before ?? {}, after);
  const pick = (f: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, f[k]]));
  await recordAudit(tx, actor, {
    action: `${kind}.${write.action}`,
    recordType: kind,
    recordId: String(id),
    before: before ? pick(before) : null,
    after: pick(after),
  });
}

/** 422 when a section is not one the page can show (pages made of parts only; embeds anywhere). */
function checkPageSections(page: string, sections: LayoutSave['sections']) {
  const allowed = PAGE_SECTIONS[page];
  if (!allowed) return;
  const errors: Record<string, string[]> = {};
  sections.forEach((s, i) => {
    if (s.type !== 'embed' && !allowed.includes(s.type)) {
      errors[`sections.${i}.type`] = [A.sectionNotOnPage];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** A save's sections once checked for the page (a 422 naming each wrong one otherwise). */
export function checkedSections(
  target: { page: string; host: string },
  sections: LayoutSave['sections'],
) {
  const checked = checkSections(sections, target.host);
  if ('errors' in checked) throw invalid(checked.errors);
  checkPageSections(target.page, checked.sections);
  return checked.sections;
}

/**
 * The period layout's columns of a save: left out (undefined) keeps the stored one, null removes
 * it; its sections are checked as the page's own, their errors named under `season.`.
 */
function seasonValues(target: { page: string; host: string }, season: LayoutSave['season']) {
  if (season === undefined) return {};
  if (season === null) {
    return { seasonLayout: null, seasonSections: null, seasonFrom: null, seasonTo: null };
  }
  let sections: LayoutSave['sections'];
  try {
    sections = checkedSections(target, season.sections);
  } catch (error) {
    throw error instanceof ApiException ? underSeason(error) : error;
  }
  return {
    seasonLayout: season.layout,
    seasonSections: sections,
    seasonFrom: new Date(season.publish_from),
    seasonTo: season.publish_to ? new Date(season.publish_to) : null,
  };
}

/** The same 422 with each field named under `season.` (the period layout's form). */
function underSeason(error: ApiException): ApiException {
  const errors = error.errors ?? {};
  const named = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`season.${k}`, v]));
  return invalid(named);
}

/**
 * Saves a channel's layout of one page based on `body.version` (0: the page has none yet). A
 * stale save changes nothing and answers what changed; otherwise the layout, its versions before
 * and after, the audit row and the change record (the channel's site rebuilds) in one transaction.
 */
export async function saveLayout(
  db: Db,
  actor: Actor,
  target: { page: string; host: string },
  body: LayoutSave,
  action = 'save',
): Promise<LayoutOutcome<BackOfficeLayout>> {
  const { channel_id: channelId, version, layout } = body;
  const values = {
    layout,
    sections: checkedSections(target, body.sections),
    ...seasonValues(target, body.season),
  };
  return db.transaction(async (tx) => {
    if (!(await channelExists(tx, channelId))) throw invalid({ channel_id: [A.channelUnknown] });
    const now = new Date();
    const before = await lockPageLayout(tx, channelId, target.page);
    if ((before?.version ?? 0) !== version) return conflict(tx, before, version);
    const after = before
      ? await updatePageLayout(tx, channelId, target.page, values, now)
      : await insertPageLayout(tx, channelId, target.page, values, now);
    if (!after) return conflict(tx, await lockPageLayout(tx, channelId, target.page), version);
    const window = { from: after.seasonFrom, to: after.seasonTo };
    if (after.seasonSections) await enqueueLayoutBoundaries(tx, after, window, now);
    await recordWrite(tx, actor, {
      kind: VERSION_KINDS.layout,
      action,
      id: after.id,
      versions: [before?.version ?? 0, after.version],
      before: before ? layoutFields(before) : null,
      after: layoutFields(after),
    });
    const key = target.page;
    const changes = await recordContentChange(tx, { kind: 'layout', key, channels: [channelId] });
    return { kind: 'saved', item: toBackOfficeLayout(after), changes };
  });
}

/** A stale layout save's answer: the layout as it is and what changed since `version`. */
async function conflict(
  tx: Tx,
  row: LayoutRow | undefined,
  version: number,
): Promise<LayoutOutcome<BackOfficeLayout>> {
  if (!row) return { kind: 'conflict', current: null, changedFields: ['layout', 'sections'] };
  const base = await keptVersion(tx, VERSION_KINDS.layout, row.id, version);
  // Versions kept before layouts had periods hold none: no period layout, not a change.
  const kept = base ? { season: null, ...base.snapshot } : {};
  const changed = changedFields(kept, layoutFields(row));
  return { kind: 'conflict', current: toBackOfficeLayout(row), changedFields: changed };
}

/** An ISO instant as a date; null (or left out) as null: an open side of a period. */
export const dateOf = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * Saves a colour scheme based on `body.version`: 422 in Japanese when a text colour would be
 * unreadable on its background, 409 with what changed when stale. The scheme, its versions, the
 * audit row, the rebuilds booked at its period's future boundaries and (when the storefront may
 * show it: selected, or with a period before or after) the change record in one transaction.
 */
export async function saveScheme(
  db: Db,
  actor: Actor,
  id: number,
  body: SchemeSave,
  action = 'save',
): Promise<LayoutOutcome<AdminColorScheme>> {
  const errors = schemeColorErrors(body.colors);
  if (errors) throw invalid(errors);
  const { version, publish_from, publish_to, ...rest } = body;
  const period = { publishFrom: dateOf(publish_from), publishTo: dateOf(publish_to) };
  const fields = { ...rest, ...period };
  return db.transaction(async (tx) => {
    const before = await lockColorScheme(tx, null, id);
    if (!before) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.schemeNotFound);
    if (before.version !== version) {
      const base = await keptVersion(tx, VERSION_KINDS.scheme, id, version);
      // Versions kept before schemes had periods hold none: no period, not a change.
      const kept = base ? { publish_from: null, publish_to: null, ...base.snapshot } : {};
      const changed = changedFields(kept, schemeFields(before));
      return { kind: 'conflict', current: toAdminColorScheme(before), changedFields: changed };
    }
    const after = await updateColorScheme(tx, before.channelId, id, fields, new Date());
    if (!after) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.schemeNotFound);
    await recordWrite(tx, actor, {
      kind: VERSION_KINDS.scheme,
      action,
      id,
      versions: [before.version, after.version],
      before: schemeFields(before),
      after: schemeFields(after),
    });
    await enqueueSchemeBoundaries(tx, id, { from: after.publishFrom, to: after.publishTo });
    const seasonal = [before, after].some((r) => r.publishFrom !== null || r.publishTo !== null);
    const changes = after.isSelected || seasonal ? await recordSchemeChange(tx, after) : [];
    return { kind: 'saved', item: toAdminColorScheme(after), changes };
  });
}

/** The kept version `n` of a record, or a Japanese 404. */
async function requireKept(db: Db, kind: string, id: number, n: number) {
  const kept = await keptVersion(db, kind, id, n);
  if (!kept) throw new ApiException(404, ERROR_CODES.notFound, undefined, A.versionUnknown);
  return kept.snapshot;
}

/** Puts a page's kept layout `n` back as its next version (an undo), based on `version`. */
export async function restoreLayout(
  db: Db,
  actor: Actor,
  target: { page: string; host: string; id: number },
  n: number,
  base: { channel_id: string; version: number },
) {
  const kept = await requireKept(db, VERSION_KINDS.layout, target.id, n);
  // A version kept before layouts had periods holds none: restoring it removes the period layout.
  const season = kept.season ?? null;
  const body = { ...base, layout: kept.layout, sections: kept.sections, season } as LayoutSave;
  return saveLayout(db, actor, target, body, 'restore');
}

/** Puts a scheme's kept version `n` back as its next version (an undo), based on `version`. */
export async function restoreScheme(db: Db, actor: Actor, id: number, n: number, version: number) {
  const kept = await requireKept(db, VERSION_KINDS.scheme, id, n);
  return saveScheme(db, actor, id, { ...kept, version } as SchemeSave, 'restore');
}
