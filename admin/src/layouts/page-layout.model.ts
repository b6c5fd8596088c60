import {
  type BackOfficeLayout,
  PAGE_SECTIONS,
} from '../../../contract/content/layouts-back-office.schema';

/** One section as the screen edits it. */
export type SectionRow = BackOfficeLayout['sections'][number];
/** The layout of one page as the screen edits it. */
export type LayoutForm = { layout: BackOfficeLayout['layout']; sections: SectionRow[] };

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
export function formOf(page: string, saved: BackOfficeLayout | undefined): LayoutForm {
  if (saved) return { layout: saved.layout, sections: saved.sections.map((s) => ({ ...s })) };
  const parts = PAGE_SECTIONS[page] ?? [];
  return {
    layout: page === 'maintenance' ? 'maintenance' : 'default',
    sections: parts.map((type) => ({ type, url: null, title: null, is_hidden: false })),
  };
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
