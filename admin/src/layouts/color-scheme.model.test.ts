import { describe, expect, it } from 'vitest';
import type { AdminColorScheme } from '../../../contract/content/layouts-admin.schema';
import {
  colorChanges,
  colorsOf,
  contrastRows,
  createBodyOf,
  normaliseHex,
  periodChanged,
  saveBodyOf,
  schemeFormOf,
  schemeListRows,
  schemePreviewOf,
  THEME_COLORS,
} from './color-scheme.model';

const scheme: AdminColorScheme = {
  id: 4,
  name: '紺と朱',
  is_selected: true,
  updated_at: '2026-11-29T00:00:00.000Z',
  version: 2,
  loading: { is_enabled: true, color: '#1d3557', size: 20 },
  cursor: { is_enabled: false, color: '#333333', size: 10 },
  animation: { type: 'none', duration_ms: 0 },
  colors: null,
  publish_from: null,
  publish_to: null,
};

describe('normaliseHex', () => {
  it('takes #rrggbb, #rgb, without # and in capitals; refuses the rest', () => {
    expect(normaliseHex('#1F1F1F')).toBe('#1f1f1f');
    expect(normaliseHex('fa0')).toBe('#ffaa00');
    expect(normaliseHex(' #abc ')).toBe('#aabbcc');
    expect(normaliseHex('red')).toBeNull();
    expect(normaliseHex('#12345')).toBeNull();
  });
});

describe('the scheme form', () => {
  it("starts a scheme without colours on the theme's, from the base theme's values", () => {
    const form = schemeFormOf(scheme);
    expect(form.useTheme).toBe(true);
    expect(form.colors).toEqual(THEME_COLORS);
    expect(colorsOf(form)).toBeNull();
    expect(THEME_COLORS.background).toBe('#ffffff');
  });

  it('saves the colours normalised, with the other settings as they were and the version', () => {
    const form = { ...schemeFormOf(scheme), useTheme: false };
    form.colors = { ...form.colors, text: '#222' };
    const body = saveBodyOf(scheme, form);
    expect(body).toMatchObject({ name: '紺と朱', version: 2, loading: scheme.loading });
    expect(body.colors?.text).toBe('#222222');
  });
});

describe('schemePreviewOf', () => {
  it('sends the scheme as a save would, with its channel, without its period or version', () => {
    const form = {
      ...schemeFormOf(scheme),
      name: '年末',
      useTheme: false,
      from: '2099-12-01T00:00',
    };
    const body = schemePreviewOf('wa', scheme, form);
    expect(body).toEqual({
      channel_id: 'wa',
      name: '年末',
      loading: scheme.loading,
      cursor: scheme.cursor,
      animation: scheme.animation,
      colors: THEME_COLORS,
    });
  });
});

describe('the publish period', () => {
  const christmas = {
    ...scheme,
    id: 5,
    name: 'クリスマス配色',
    is_selected: false,
    publish_from: '2026-11-30T15:00:00.000Z',
    publish_to: '2026-12-24T15:00:00.000Z',
  };

  it('edits the period in Japan time and saves it with its offset; empty sides save as none', () => {
    const form = schemeFormOf(christmas);
    expect(form).toMatchObject({ from: '2026-12-01T00:00', to: '2026-12-25T00:00' });
    expect(periodChanged(christmas, form)).toBe(false);
    const body = saveBodyOf(christmas, { ...form, to: '' });
    expect(body).toMatchObject({ publish_from: '2026-12-01T00:00:00+09:00', publish_to: null });
    expect(periodChanged(christmas, { ...form, to: '' })).toBe(true);
  });

  it('lists the seasonal scheme as in use during its period, scheduled before it, the selected one otherwise', () => {
    const before = schemeListRows([scheme, christmas], new Date('2026-11-20T00:00:00Z'));
    expect(before.map((r) => [r.id, r.inUse, r.period])).toEqual([
      [4, true, 'none'],
      [5, false, 'scheduled'],
    ]);
    const during = schemeListRows([scheme, christmas], new Date('2026-11-30T15:00:00Z'));
    expect(during.map((r) => [r.id, r.inUse, r.period])).toEqual([
      [4, false, 'none'],
      [5, true, 'running'],
    ]);
    const after = schemeListRows([scheme, christmas], new Date('2026-12-24T15:00:00Z'));
    expect(after.map((r) => [r.id, r.inUse, r.period])).toEqual([
      [4, true, 'none'],
      [5, false, 'ended'],
    ]);
  });
});

describe('contrastRows', () => {
  it("passes the base theme's colours", () => {
    expect(contrastRows(THEME_COLORS).every((r) => r.ok)).toBe(true);
  });

  it('fails light grey text on white with its ratio, and has no ratio while a colour is typed wrong', () => {
    const rows = contrastRows({ ...THEME_COLORS, text: '#999999', header_text: 'gray' });
    expect(rows[0]).toEqual({ text: 'text', on: 'background', ratio: 2.84, ok: false });
    expect(rows.find((r) => r.text === 'header_text')).toMatchObject({ ratio: null, ok: false });
  });
});

describe('colorChanges', () => {
  it("lists the colours a save changes, the theme's as null", () => {
    const after = { ...THEME_COLORS, text: '#000000' };
    expect(colorChanges(null, after)).toHaveLength(9);
    expect(colorChanges(THEME_COLORS, after)).toEqual([
      { name: 'text', from: '#1f1f1f', to: '#000000' },
    ]);
    expect(colorChanges(THEME_COLORS, null)[0]).toEqual({
      name: 'background',
      from: '#ffffff',
      to: null,
    });
  });
});

describe('createBodyOf', () => {
  it("starts a new scheme from the shown scheme's settings and the colours on screen", () => {
    const form = { ...schemeFormOf(scheme), name: 'ignored', useTheme: false };
    form.colors = { ...form.colors, text: '#000000' };
    const body = createBodyOf('wa', ' 夏 ', scheme, form);
    expect(body).toMatchObject({ channel_id: 'wa', name: '夏', loading: scheme.loading });
    expect(body.colors?.text).toBe('#000000');
  });

  it("starts from the theme's own colours and the spec's sizes when the channel has no scheme", () => {
    const form = { name: '', useTheme: true, colors: { ...THEME_COLORS }, from: '', to: '' };
    const body = createBodyOf('default', '初め', undefined, form);
    expect(body.colors).toBeNull();
    expect(body.loading.size).toBe(20);
  });
});
