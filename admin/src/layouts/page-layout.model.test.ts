import { describe, expect, it } from 'vitest';
import {
  addableSections,
  addEmbed,
  addSection,
  embedProblem,
  errorsUnder,
  fieldsUnder,
  formOf,
  layoutChanges,
  layoutPreviewOf,
  layoutSaveOf,
  moveSection,
  pageChoices,
  removeSection,
  type SectionRow,
  seasonChanges,
  seasonFrom,
  seasonProblems,
  seasonState,
  toggleHidden,
} from './page-layout.model';

const rows = (...types: string[]): SectionRow[] =>
  types.map((type) => ({ type, url: null, title: null, is_hidden: false }));
const types = (list: SectionRow[]) => list.map((s) => s.type);
const saved = (page: string, sections: SectionRow[]) => ({
  id: 1,
  channel_id: 'default',
  page,
  layout: 'default' as const,
  sections,
  season: null,
  version: 3,
  updated_at: '2026-11-29T00:00:00.000Z',
});

describe('moveSection', () => {
  it('moves a section one place up or down', () => {
    expect(types(moveSection(rows('a', 'b', 'c'), 2, -1))).toEqual(['a', 'c', 'b']);
    expect(types(moveSection(rows('a', 'b', 'c'), 0, 1))).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is at either end or for an index outside it', () => {
    expect(types(moveSection(rows('a', 'b'), 0, -1))).toEqual(['a', 'b']);
    expect(types(moveSection(rows('a', 'b'), 1, 1))).toEqual(['a', 'b']);
    expect(types(moveSection(rows('a', 'b'), 5, -1))).toEqual(['a', 'b']);
  });
});

describe('hide, remove and add', () => {
  it('hides a section in its place and shows it again', () => {
    const hidden = toggleHidden(rows('a', 'b'), 1);
    expect(hidden.map((s) => s.is_hidden)).toEqual([false, true]);
    expect(toggleHidden(hidden, 1)[1]?.is_hidden).toBe(false);
  });

  it("offers only the page's sections that are not listed, and adds them at the end", () => {
    const list = removeSection(formOf('cart', undefined).sections, 1);
    expect(types(list)).toEqual(['cart']);
    expect(addableSections('cart', list)).toEqual(['caution']);
    expect(types(addSection(list, 'caution'))).toEqual(['cart', 'caution']);
    expect(addableSections('cart', addSection(list, 'caution'))).toEqual([]);
    expect(addableSections('guide', list)).toEqual([]);
  });
});

describe('formOf and pageChoices', () => {
  it("starts a page without a layout from its parts in their default order (the product page's too)", () => {
    expect(types(formOf('product-key', undefined).sections).slice(0, 3)).toEqual([
      'overview',
      'image',
      'purchase',
    ]);
    expect(formOf('maintenance', undefined).layout).toBe('maintenance');
    expect(types(formOf('top', saved('top', rows('ranking'))).sections)).toEqual(['ranking']);
  });

  it("offers the pages made of parts, then the channel's other saved pages", () => {
    expect(pageChoices([saved('top', []), saved('guide', [])])).toEqual([
      'top',
      'product-key',
      'cart',
      'maintenance',
      'guide',
    ]);
  });
});

describe('layoutChanges', () => {
  const form = (list: SectionRow[], layout: 'default' | 'simple' = 'default') => ({
    layout,
    sections: list,
  });

  it('says nothing changed when nothing did', () => {
    expect(layoutChanges(form(rows('a', 'b')), form(rows('a', 'b')))).toEqual([]);
  });

  it('names a new order, hidden and shown sections, additions, removals and the layout', () => {
    expect(layoutChanges(form(rows('a', 'b')), form(rows('b', 'a')))).toEqual([
      { kind: 'order', to: ['b', 'a'] },
    ]);
    const after = form([...toggleHidden(rows('a', 'c'), 0)], 'simple');
    expect(layoutChanges(form(rows('a', 'b')), after)).toEqual([
      { kind: 'layout', from: 'default', to: 'simple' },
      { kind: 'hidden', type: 'a' },
      { kind: 'added', type: 'c' },
      { kind: 'removed', type: 'b' },
    ]);
  });
});

describe('adding an embed', () => {
  it('needs a file URL and refuses a file the page already embeds', () => {
    const list = addEmbed([], ' /media/a.svg ', ' 秋のカタログ ');
    expect(list).toEqual([
      { type: 'embed', url: '/media/a.svg', title: '秋のカタログ', is_hidden: false },
    ]);
    expect(embedProblem(list, '')).toBe('required');
    expect(embedProblem(list, '/media/a.svg')).toBe('repeated');
    expect(embedProblem(list, '/media/b.html')).toBeNull();
    expect(addEmbed(list, '/media/b.html', '  ')[1]?.title).toBeNull();
  });

  it("names the embed's heading among a save's changes", () => {
    const before = { layout: 'default' as const, sections: [] };
    const after = { ...before, sections: addEmbed([], '/media/a.svg', '秋') };
    expect(layoutChanges(before, after)).toEqual([{ kind: 'added', type: 'embed', title: '秋' }]);
  });
});

describe('the period layout (期間限定レイアウト)', () => {
  const season = {
    layout: 'simple' as const,
    sections: rows('ranking'),
    publish_from: '2026-11-30T15:00:00.000Z',
    publish_to: '2026-12-24T15:00:00.000Z',
  };
  const withSeason = { ...saved('top', rows('slider', 'ranking')), season };

  it('reads its period in Japan time and sends it back as ISO 8601 with +09:00', () => {
    const form = formOf('top', withSeason);
    expect(form.season).toMatchObject({ from: '2026-12-01T00:00', to: '2026-12-25T00:00' });
    expect(layoutSaveOf('default', form, 3).season).toEqual({
      layout: 'simple',
      sections: rows('ranking'),
      publish_from: '2026-12-01T00:00:00+09:00',
      publish_to: '2026-12-25T00:00:00+09:00',
    });
    expect(layoutSaveOf('default', { ...form, season: null }, 3).season).toBeNull();
  });

  it('starts as a copy of the page’s own layout with no period typed', () => {
    const form = formOf('top', saved('top', rows('slider', 'ranking')));
    const start = seasonFrom(form);
    expect(start).toMatchObject({ layout: 'default', from: '', to: '' });
    expect(types(start.sections)).toEqual(['slider', 'ranking']);
    start.sections[0] = { ...start.sections[0], is_hidden: true } as SectionRow;
    expect(form.sections[0]?.is_hidden).toBe(false);
  });

  it('is scheduled before its start, running inside, ended after its end', () => {
    expect(seasonState(withSeason, new Date('2026-11-30T14:59:59Z'))).toBe('scheduled');
    expect(seasonState(withSeason, new Date('2026-11-30T15:00:00Z'))).toBe('running');
    expect(seasonState(withSeason, new Date('2026-12-24T15:00:00Z'))).toBe('ended');
    expect(seasonState(saved('top', []), new Date())).toBe('none');
  });

  it('lists what a save changes of it for the confirmation', () => {
    const before = formOf('top', saved('top', rows('slider')));
    const added = { ...before, season: { ...seasonFrom(before), from: '2026-12-01T00:00' } };
    expect(seasonChanges(before, added)).toEqual([
      { kind: 'season-added' },
      { kind: 'season-period', from: '2026-12-01T00:00', to: '' },
    ]);
    // A new one differing from the page's own says how.
    const sale = { ...added, season: { ...added.season, sections: rows('ranking') } };
    expect(seasonChanges(before, sale)).toEqual([
      { kind: 'season-added' },
      { kind: 'season-period', from: '2026-12-01T00:00', to: '' },
      { kind: 'season', change: { kind: 'added', type: 'ranking' } },
      { kind: 'season', change: { kind: 'removed', type: 'slider' } },
    ]);
    expect(seasonChanges(added, before)).toEqual([{ kind: 'season-removed' }]);
    const hidden = {
      ...added,
      season: {
        ...added.season,
        sections: [{ ...rows('slider')[0], is_hidden: true } as SectionRow],
      },
    };
    expect(seasonChanges(added, hidden)).toEqual([
      { kind: 'season', change: { kind: 'hidden', type: 'slider' } },
    ]);
    expect(seasonChanges(before, before)).toEqual([]);
  });

  it('needs a start before the confirmation opens', () => {
    const page = formOf('top', saved('top', rows('slider')));
    expect(seasonProblems({ ...page, season: seasonFrom(page) })).toEqual({
      'season.publish_from': ['期間限定レイアウトの公開開始を入力してください。'],
    });
    expect(
      seasonProblems({ ...page, season: { ...seasonFrom(page), from: '2026-12-01T00:00' } }),
    ).toEqual({});
    expect(seasonProblems(page)).toEqual({});
  });

  it('picks out the errors named under season. for its own form', () => {
    const errors = { 'season.publish_from': ['a'], 'sections.0.type': ['b'] };
    expect(errorsUnder(errors, 'season.')).toEqual({ publish_from: ['a'] });
  });
});

describe('layoutPreviewOf', () => {
  it("sends the page's own layout or its period layout, as typed, with the channel", () => {
    const form = { ...formOf('top', undefined), layout: 'simple' as const };
    expect(layoutPreviewOf('wa', form, 'own')).toEqual({
      channel_id: 'wa',
      layout: 'simple',
      sections: form.sections,
    });
    expect(layoutPreviewOf('wa', form, 'season')).toBeUndefined();
    const season = { ...seasonFrom(form), sections: rows('ranking') };
    expect(layoutPreviewOf('wa', { ...form, season }, 'season')).toEqual({
      channel_id: 'wa',
      layout: 'simple',
      sections: rows('ranking'),
    });
  });

  it("puts the period layout's section errors where its form shows them", () => {
    const errors = { 'sections.0.type': ['この部品は表示できません'] };
    expect(fieldsUnder(errors, 'season.')).toEqual({
      'season.sections.0.type': ['この部品は表示できません'],
    });
    expect(fieldsUnder(errors, '')).toEqual(errors);
  });
});
