import { periodState } from '../../../contract/color/scheme-period.model';
import { LAYOUT_ADMIN_MESSAGES } from '../../../contract/content/content.messages';
import {
  type BackOfficeLayout,
  PAGE_SECTIONS,
} from '../../../contract/content/layouts-back-office.schema';
import { isoOf, localOf } from '../shared/format.model';

/** One section as the screen edits it. */
export type SectionRow = BackOfficeLayout['sections'][number];
/** The layout of one page as the screen edits it. */
export type LayoutForm = { layout: BackOfficeLayout['layout']; sections: SectionRow[] };
/** A page's period layout (期間限定) as the screen edits it: its period as typed (`datetime-local`, Japan time). */
export type SeasonForm = LayoutForm & { from: string; to: string };
/** The page's own layout and its period layout (null: none). */
export type PageForm = LayoutForm & { season: SeasonForm | null };

/** The pages whose sections the screen orders, in the picker's order. */
export const SECTION_PAGES = Object.keys(PAGE_SECTIONS);

/** The pages the picker offers: those made of parts, then the channel's other saved layouts. */
export function pageChoices(saved: readonly BackOfficeLayout[]): string[] {
  const others = saved.map((l) => l.page).filter((p) => !SECTION_PAGES.includes(p));
  return [...SECTION_PAGES, ...others];
}

/** A section's key in the list: its type, or an embed's URL. */
export const sectionKey = (s: SectionRow) => (s.type === 'embed' ? `embed:${s.url}` : s.type);

/**
 * The form of a page: its saved layout, or its parts in their default order when it has none.
 * @example formOf('cart', undefined).sections.map((s) => s.type) // ['cart', 'caution']
 */
export function formOf(page: string, saved: BackOfficeLayout | undefined): PageForm {
  if (saved) {
    const { season } = saved;
    return {
      layout: saved.layout,
      sections: saved.sections.map((s) => ({ ...s })),
      season: season && {
        layout: season.layout,
        sections: season.sections.map((s) => ({ ...s })),
        from: localOf(season.publish_from),
        to: localOf(season.publish_to),
      },
    };
  }
  const parts = PAGE_SECTIONS[page] ?? [];
  return {
    layout: page === 'maintenance' ? 'maintenance' : 'default',
    sections: parts.map((type) => ({ type, url: null, title: null, is_hidden: false })),
    season: null,
  };
}

/** A period layout to start from: a copy of the page's own, with no period typed yet. */
export const seasonFrom = (form: LayoutForm): SeasonForm => ({
  layout: form.layout,
  sections: form.sections.map((s) => ({ ...s })),
  from: '',
  to: '',
});

/** The save's body of a form (the period in Japan time as ISO 8601), based on `version`. */
export function layoutSaveOf(channel: string, form: PageForm, version: number) {
  const { season } = form;
  return {
    channel_id: channel,
    layout: form.layout,
    sections: form.sections,
    season: season && {
      layout: season.layout,
      sections: season.sections,
      publish_from: isoOf(season.from),
      publish_to: isoOf(season.to),
    },
    version,
  };
}

/**
 * A preview's body: the channel and the layout and sections of the page's own (`own`) or of its
 * period layout (`season`; undefined when the form has none).
 */
export function layoutPreviewOf(channel: string, form: PageForm, which: 'own' | 'season') {
  const shown = which === 'season' ? form.season : form;
  return shown
    ? { channel_id: channel, layout: shown.layout, sections: shown.sections }
    : undefined;
}

/**
 * Field errors with each name put under `prefix` (a period layout's preview answers its sections
 * as the page's own: `sections.0.type` is `season.sections.0.type` in the form).
 * @example fieldsUnder({ 'sections.0.type': ['x'] }, 'season.') // { 'season.sections.0.type': ['x'] }
 */
export function fieldsUnder(errors: Record<string, string[]>, prefix: string) {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]));
}

/**
 * Where a saved period layout stands now: still to come (公開予約), running (公開期間中) or over.
 * @example seasonState({ ...saved, season: null }, new Date()) // 'none'
 */
export function seasonState(saved: BackOfficeLayout | undefined, now: Date) {
  const season = saved?.season;
  if (!season) return 'none';
  const publishFrom = new Date(season.publish_from);
  const publishTo = season.publish_to ? new Date(season.publish_to) : null;
  return periodState({ publishFrom, publishTo }, now);
}

/** Only the errors of fields under `prefix` (the period layout's: `season.`), named without it. */
export function errorsUnder(errors: Record<string, string[]>, prefix: string) {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, list]) => [name.slice(prefix.length), list]),
  );
}

/**
 * The list with section `index` moved one place up (-1) or down (+1); unchanged at either end.
 * @example moveSection(rows('a', 'b', 'c'), 2, -1).map((s) => s.type) // ['a', 'c', 'b']
 */
export function moveSection(list: readonly SectionRow[], index: number, delta: -1 | 1) {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The list with section `index` hidden (or shown again); it keeps its place. */
export const toggleHidden = (list: readonly SectionRow[], index: number) =>
  list.map((s, i) => (i === index ? { ...s, is_hidden: !s.is_hidden } : s));

/** The list without section `index`. */
export const removeSection = (list: readonly SectionRow[], index: number) =>
  list.filter((_, i) => i !== index);

/** The page's sections not in the list yet (what "add" offers), in their default order. */
export function addableSections(page: string, list: readonly SectionRow[]): string[] {
  const present = new Set(list.map((s) => s.type));
  return (PAGE_SECTIONS[page] ?? []).filter((type) => !present.has(type));
}

/** The list with `type` added at the end, shown. */
export const addSection = (list: readonly SectionRow[], type: string): SectionRow[] => [
  ...list,
  { type, url: null, title: null, is_hidden: false },
];

/**
 * What keeps an embed from being added: no file URL, or a file the page already embeds (the
 * server checks the rest: a text file of this shop's `/media/`).
 * @example embedProblem([], ' ') // 'required'
 */
export function embedProblem(
  list: readonly SectionRow[],
  url: string,
): 'required' | 'repeated' | null {
  const wanted = url.trim();
  if (!wanted) return 'required';
  return list.some((s) => s.type === 'embed' && s.url === wanted) ? 'repeated' : null;
}

/** The list with an embed of the file at `url` (its heading `title`, if any) added at the end, shown. */
export const addEmbed = (list: readonly SectionRow[], url: string, title: string): SectionRow[] => [
  ...list,
  { type: 'embed', url: url.trim(), title: title.trim() || null, is_hidden: false },
];

/** What a save changes, for its confirmation step (an embed's change names its heading). */
export type LayoutChange =
  | { kind: 'layout'; from: string; to: string }
  | { kind: 'added' | 'removed' | 'hidden' | 'shown'; type: string; title?: string | null }
  | { kind: 'order'; to: string[] };

/** What a save changes of the period layout: made, removed, its period, or one of its own changes. */
export type SeasonChange =
  | { kind: 'season-added' | 'season-removed' }
  | { kind: 'season-period'; from: string; to: string }
  | { kind: 'season'; change: LayoutChange };

/**
 * The changes to the period layout from the saved form to the edited one (periods as typed).
 * @example seasonChanges({ ...page, season: null }, { ...page, season: seasonFrom(page) }) // [{ kind: 'season-added' }]
 */
export function seasonChanges(before: PageForm, after: PageForm): SeasonChange[] {
  const [was, now] = [before.season, after.season];
  if (!was && !now) return [];
  if (!now) return [{ kind: 'season-removed' }];
  const period = { kind: 'season-period' as const, from: now.from, to: now.to };
  // A new period layout is told by how it differs from the page's own.
  const own = layoutChanges(was ?? after, now).map((change) => ({
    kind: 'season' as const,
    change,
  }));
  if (!was) return [{ kind: 'season-added' }, period, ...own];
  const moved = was.from !== now.from || was.to !== now.to ? [period] : [];
  return [...moved, ...own];
}

/**
 * What keeps a form from being sent, before its confirmation: a period layout without a start
 * (the server says the same, in the same words, if it is sent anyway).
 * @example seasonProblems({ ...page, season: { ...seasonFrom(page), from: '' } }) // { 'season.publish_from': ['期間限定レイアウトの公開開始を入力してください。'] }
 */
export function seasonProblems(form: PageForm): Record<string, string[]> {
  if (!form.season || form.season.from) return {};
  return { 'season.publish_from': [LAYOUT_ADMIN_MESSAGES.seasonFromRequired] };
}

/**
 * The changes from the saved form to the edited one: layout, added and removed sections,
 * hidden and shown ones, and the new order when the common sections moved.
 * @example layoutChanges(form(['a', 'b']), form(['b', 'a'])) // [{ kind: 'order', to: ['b', 'a'] }]
 */
export function layoutChanges(before: LayoutForm, after: LayoutForm): LayoutChange[] {
  const changes: LayoutChange[] = [];
  if (before.layout !== after.layout) {
    changes.push({ kind: 'layout', from: before.layout, to: after.layout });
  }
  const was = new Map(before.sections.map((s) => [sectionKey(s), s]));
  const now = new Map(after.sections.map((s) => [sectionKey(s), s]));
  const named = (s: SectionRow) => ({
    type: s.type,
    ...(s.type === 'embed' ? { title: s.title } : {}),
  });
  for (const [key, s] of now) {
    const old = was.get(key);
    if (!old) changes.push({ kind: 'added', ...named(s) });
    else if (old.is_hidden !== s.is_hidden)
      changes.push({ kind: s.is_hidden ? 'hidden' : 'shown', ...named(s) });
  }
  for (const [key, s] of was) if (!now.has(key)) changes.push({ kind: 'removed', ...named(s) });
  const common = (list: SectionRow[], other: Map<string, SectionRow>) =>
    list.map(sectionKey).filter((k) => other.has(k));
  if (common(before.sections, now).join() !== common(after.sections, was).join()) {
    changes.push({ kind: 'order', to: after.sections.map((s) => s.type) });
  }
  return changes;
}
