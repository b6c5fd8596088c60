import {
  CONTRAST_PAIRS,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  SCHEME_COLOR_NAMES,
  SCHEME_COLOR_TOKENS,
  type SchemeColorName,
  type SchemeColors,
} from '../../../contract/color/scheme-colors';
import { periodState, schemeInUse } from '../../../contract/color/scheme-period.model';
import type { AdminColorScheme } from '../../../contract/content/layouts-admin.schema';
import type {
  SchemeCreate,
  SchemePreview,
  SchemeSave,
} from '../../../contract/content/layouts-back-office.schema';
import { BASE_TOKENS as baseTokens } from '../../../contract/themes/base-tokens';
import { isoOf, localOf } from '../shared/format.model';

/**
 * A scheme as the screen edits it: its name, whether it keeps the theme's colours, its colours as
 * typed, its publish period (`datetime-local`, Japan time; '' for an open side).
 */
export type SchemeForm = {
  name: string;
  useTheme: boolean;
  colors: Record<SchemeColorName, string>;
  from: string;
  to: string;
};

/** The colours a scheme starts from when it replaces the theme's: the base theme's own. */
export const THEME_COLORS = Object.fromEntries(
  SCHEME_COLOR_NAMES.map((name) => [name, baseTokens[SCHEME_COLOR_TOKENS[name]] ?? '#000000']),
) as SchemeColors;

/**
 * A typed colour as `#rrggbb` (`#abc`, `abc` and upper case accepted), or null when it is not one.
 * @example normaliseHex('#FA0') // '#ffaa00'
 */
export function normaliseHex(text: string): string | null {
  const raw = text.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(raw)) return `#${raw}`;
  if (/^[0-9a-f]{3}$/.test(raw)) return `#${[...raw].map((c) => c + c).join('')}`;
  return null;
}

/** The form of a saved scheme. */
export function schemeFormOf(scheme: AdminColorScheme): SchemeForm {
  const colors = scheme.colors as SchemeColors | null | undefined;
  return {
    name: scheme.name,
    useTheme: !colors,
    colors: { ...THEME_COLORS, ...(colors ?? {}) },
    from: localOf(scheme.publish_from),
    to: localOf(scheme.publish_to),
  };
}

/** The colours the form would save (null: the theme's), those typed wrong kept as typed for the server to name. */
export function colorsOf(form: SchemeForm): SchemeColors | null {
  if (form.useTheme) return null;
  return Object.fromEntries(
    SCHEME_COLOR_NAMES.map((n) => [n, normaliseHex(form.colors[n]) ?? form.colors[n]]),
  ) as SchemeColors;
}

/** The body of a save: the scheme's other settings as they are, the form's name and colours. */
export const saveBodyOf = (scheme: AdminColorScheme, form: SchemeForm): SchemeSave => ({
  name: form.name,
  loading: scheme.loading,
  cursor: scheme.cursor,
  animation: scheme.animation,
  colors: colorsOf(form),
  publish_from: isoOf(form.from),
  publish_to: isoOf(form.to),
  version: scheme.version,
});

/** A preview's body: the channel and the scheme as the form would save it (its period aside). */
export function schemePreviewOf(
  channel: string,
  scheme: AdminColorScheme,
  form: SchemeForm,
): SchemePreview {
  const { version: _, publish_from: __, publish_to: ___, ...shown } = saveBodyOf(scheme, form);
  return { ...shown, channel_id: channel };
}

/** Whether the form's period differs from the saved scheme's. */
export const periodChanged = (scheme: AdminColorScheme, form: SchemeForm) =>
  localOf(scheme.publish_from) !== form.from || localOf(scheme.publish_to) !== form.to;

const timingOf = (s: AdminColorScheme) => ({
  ...s,
  isSelected: s.is_selected,
  publishFrom: s.publish_from ? new Date(s.publish_from) : null,
  publishTo: s.publish_to ? new Date(s.publish_to) : null,
});

/** One scheme in the screen's list: whether the storefront uses it now, is selected, and its period's state. */
export type SchemeListRow = {
  id: number;
  name: string;
  inUse: boolean;
  isSelected: boolean;
  period: 'none' | 'scheduled' | 'running' | 'ended';
  from: string | null;
  to: string | null;
};

/**
 * The channel's schemes as the list shows them at `now`: the one in use by the storefront's rule
 * (a seasonal one while its period runs, else the selected one), and each one's period.
 * @example schemeListRows([], new Date()) // []
 */
export function schemeListRows(schemes: readonly AdminColorScheme[], now: Date): SchemeListRow[] {
  const timings = schemes.map(timingOf);
  const inUse = schemeInUse(timings, now);
  return timings.map((s) => ({
    id: s.id,
    name: s.name,
    inUse: s.id === inUse?.id,
    isSelected: s.is_selected,
    period: periodState(s, now),
    from: s.publish_from,
    to: s.publish_to,
  }));
}

/**
 * The body that adds a scheme named `name` to `channel`: the settings and colours of the scheme it
 * starts from (as the form shows them), or the theme's when there is none.
 * @example createBodyOf('default', '夏', undefined, form).loading.size // 20
 */
export function createBodyOf(
  channel: string,
  name: string,
  from: AdminColorScheme | undefined,
  form: SchemeForm,
): SchemeCreate {
  return {
    channel_id: channel,
    name: name.trim(),
    loading: from?.loading ?? { is_enabled: true, color: 'currentColor', size: 20 },
    cursor: from?.cursor ?? { is_enabled: false, color: 'currentColor', size: 10 },
    animation: from?.animation ?? { type: 'none', duration_ms: 0 },
    colors: from ? colorsOf(form) : null,
  };
}

/** One text-on-background pair with its contrast ratio (null while a colour is typed wrong). */
export type ContrastRow = {
  text: SchemeColorName;
  on: SchemeColorName;
  ratio: number | null;
  ok: boolean;
};

/**
 * Every pair the storefront draws, with its ratio and whether it meets WCAG AA (4.5:1).
 * @example contrastRows(THEME_COLORS).every((r) => r.ok) // true
 */
export function contrastRows(colors: Record<SchemeColorName, string>): ContrastRow[] {
  return CONTRAST_PAIRS.map(({ text, on }) => {
    const fg = normaliseHex(colors[text]);
    const bg = normaliseHex(colors[on]);
    const ratio = fg && bg ? contrastRatio(fg, bg) : null;
    return { text, on, ratio, ok: ratio !== null && ratio >= MIN_TEXT_CONTRAST };
  });
}

/** A colour the save changes: its name, before and after (null: the theme's). */
export type ColorChange = { name: SchemeColorName; from: string | null; to: string | null };

/** The colours a save changes, for its confirmation step. */
export function colorChanges(before: SchemeColors | null, after: SchemeColors | null) {
  return SCHEME_COLOR_NAMES.flatMap((name): ColorChange[] => {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    return from === to ? [] : [{ name, from, to }];
  });
}
