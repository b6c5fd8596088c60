import { contrastShortfalls, type SchemeColors } from '../../../../contract/color/scheme-colors';
import { inPeriod } from '../../../../contract/color/scheme-period.model';
import {
  LAYOUT_ADMIN_MESSAGES as A,
  LAYOUT_CONTENT_MESSAGES as M,
} from '../../../../contract/content/content.messages';
import type {
  AdminColorScheme,
  PageLayoutBody,
} from '../../../../contract/content/layouts-admin.schema';
import type { BackOfficeLayout } from '../../../../contract/content/layouts-back-office.schema';
import {
  type ColorScheme,
  LAYOUT_NAMES,
  type PageLayout,
} from '../../../../contract/settings/layouts.schema';
import type { colorSchemes, pageLayouts } from '../../../db/schema/index';
import { mediaFile } from '../media/index';

/** The scheme a channel without a selected one gets: spec §9 sizes, no cursor, no animation. */
export const DEFAULT_COLOR_SCHEME: ColorScheme = {
  name: 'default',
  loading: { is_enabled: true, color: 'currentColor', size: 20 },
  cursor: { is_enabled: false, color: 'currentColor', size: 10 },
  animation: { type: 'none', duration_ms: 0 },
  colors: null,
};

type LayoutRow = typeof pageLayouts.$inferSelect;
type StoredSections = LayoutRow['sections'];

const layoutName = (name: string | null) => LAYOUT_NAMES.find((n) => n === name) ?? 'default';

/**
 * The layout and sections a page shows at `now`: its period layout while the period runs
 * (`inPeriod`, the colour schemes' rule), its own otherwise.
 */
export function layoutInUse(
  row: LayoutRow,
  now: Date,
): { layout: string; sections: StoredSections } {
  const period = { publishFrom: row.seasonFrom, publishTo: row.seasonTo };
  if (row.seasonSections && inPeriod(period, now)) {
    return { layout: row.seasonLayout ?? row.layout, sections: row.seasonSections };
  }
  return { layout: row.layout, sections: row.sections };
}

/**
 * Maps a layout row to `GET /v1/layouts/{page}` at `now` (unknown layout names fall back to
 * `default`): the sections the page shows then, hidden ones left out.
 */
export function toPageLayout(row: LayoutRow, now = new Date()): PageLayout {
  return shownLayout(row.page, layoutInUse(row, now));
}

/**
 * A page's layout and sections as the storefront reads them (`GET /v1/layouts/{page}`): hidden
 * sections left out, an unknown layout name read as `default`.
 */
export function shownLayout(
  page: string,
  { layout, sections }: { layout: string | null; sections: StoredSections },
): PageLayout {
  const shown = sections
    .filter((s) => !s.is_hidden)
    .map(({ type, url, title }) => ({ type, url, title }));
  return { page, layout: layoutName(layout), sections: shown };
}

const flagged = (sections: StoredSections) =>
  sections.map((s) => ({ ...s, is_hidden: s.is_hidden === true }));

/** Maps a layout row to what the back office reads: every section (hidden ones flagged), its period layout, its version. */
export function toBackOfficeLayout(row: LayoutRow): BackOfficeLayout {
  return {
    id: row.id,
    channel_id: row.channelId,
    page: row.page,
    layout: layoutName(row.layout),
    sections: flagged(row.sections),
    season:
      row.seasonSections === null || row.seasonFrom === null
        ? null
        : {
            layout: layoutName(row.seasonLayout),
            sections: flagged(row.seasonSections),
            publish_from: row.seasonFrom.toISOString(),
            publish_to: row.seasonTo?.toISOString() ?? null,
          },
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * 422 field errors (`colors.<text>`) for each text colour that would be unreadable on its
 * background (below WCAG AA 4.5:1), or null when every pair is readable or the theme's own
 * colours are kept.
 */
export function schemeColorErrors(
  colors: SchemeColors | null | undefined,
): Record<string, string[]> | null {
  if (!colors) return null;
  const shortfalls = contrastShortfalls(colors);
  if (shortfalls.length === 0) return null;
  const errors: Record<string, string[]> = {};
  for (const { text, on, ratio } of shortfalls) {
    const message = A.contrastTooLow(A.colorNames[text], A.colorNames[on], ratio);
    errors[`colors.${text}`] = [...(errors[`colors.${text}`] ?? []), message];
  }
  return errors;
}

/** Maps a colour scheme row to `GET /v1/colorschemes/selected/front`. */
export function toColorScheme(row: typeof colorSchemes.$inferSelect | undefined): ColorScheme {
  if (!row) return DEFAULT_COLOR_SCHEME;
  const { name, loading, cursor, animation } = row;
  return { name, loading, cursor, animation, colors: row.colors ?? null };
}

/** Maps a colour scheme row to what the operators' calls answer. */
export function toAdminColorScheme(row: typeof colorSchemes.$inferSelect): AdminColorScheme {
  return {
    id: row.id,
    is_selected: row.isSelected,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...toColorScheme(row),
    publish_from: row.publishFrom?.toISOString() ?? null,
    publish_to: row.publishTo?.toISOString() ?? null,
  };
}

type Section = PageLayoutBody['sections'][number];

/** One part as stored (an embed's URL as its `/media/` path), or what is wrong with it. */
function checkSection(
  section: Section,
  host: string,
): { field: string; message: string } | Section {
  if (section.type !== 'embed') {
    return section.url ? { field: 'url', message: A.urlOnlyForEmbed } : section;
  }
  if (!section.url) return { field: 'url', message: A.embedNeedsUrl };
  const file = mediaFile(section.url, host);
  if (!file.ok) {
    const message = file.reason === 'not_own_media' ? M.fileNotOwnMedia : M.fileNotText;
    return { field: 'url', message };
  }
  return { ...section, url: file.path };
}

/**
 * The parts of a layout as they are stored, or the field errors (`sections.<i>.<field>`): a URL
 * only on an embed, an embed's URL a text file of this shop's `/media/` (as `files-contents`
 * reads it), no part twice.
 * @example checkSections([{ type: 'embed', url: 'https://shop.example/media/a.svg', title: null }], 'shop.example') // { sections: [{ type: 'embed', url: '/media/a.svg', title: null }] }
 */
export function checkSections(
  sections: readonly Section[],
  host: string,
): { sections: Section[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const checked: Section[] = [];
  sections.forEach((section, i) => {
    const result = checkSection(section, host);
    if ('field' in result) {
      errors[`sections.${i}.${result.field}`] = [result.message];
      return;
    }
    const key = result.type === 'embed' ? `embed:${result.url}` : result.type;
    if (seen.has(key)) errors[`sections.${i}.type`] = [A.sectionRepeated];
    seen.add(key);
    checked.push(result);
  });
  return Object.keys(errors).length > 0 ? { errors } : { sections: checked };
}
