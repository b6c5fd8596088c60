import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

// colord's a11y plugin computes WCAG 2 relative luminance and contrast; both sides use this file,
// so the back office's warning and the server's refusal can never disagree.
extend([a11yPlugin]);

/** The theme colours a colour scheme may replace, each a CSS custom property of the storefront. */
export const SCHEME_COLOR_TOKENS = {
  background: 'color-bg',
  surface: 'color-surface',
  text: 'color-text',
  muted: 'color-muted',
  primary: 'color-primary',
  accent: 'color-accent',
  on_primary: 'color-primary-contrast',
  header_background: 'color-header-bg',
  header_text: 'color-header-text',
} as const;

/** A colour a scheme may replace (`background`, `text`, …). */
export type SchemeColorName = keyof typeof SCHEME_COLOR_TOKENS;
/** Every colour a scheme may replace, in the order the back office shows them. */
export const SCHEME_COLOR_NAMES = Object.keys(SCHEME_COLOR_TOKENS) as SchemeColorName[];
/** A scheme's colours, each `#rrggbb`. */
export type SchemeColors = Record<SchemeColorName, string>;

/** WCAG 2 AA for body text: the least contrast text may have on its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The text-on-background pairs the storefront draws: text first, its background second. */
export const CONTRAST_PAIRS: readonly { text: SchemeColorName; on: SchemeColorName }[] = [
  { text: 'text', on: 'background' },
  { text: 'text', on: 'surface' },
  { text: 'muted', on: 'background' },
  { text: 'muted', on: 'surface' },
  { text: 'primary', on: 'background' },
  { text: 'on_primary', on: 'primary' },
  { text: 'on_primary', on: 'accent' },
  { text: 'header_text', on: 'header_background' },
];

/** `#rrggbb`, the form a colour input gives and the scheme stores. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The WCAG 2 contrast ratio of two colours, rounded down to two decimals (so 4.499 never passes as 4.5).
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** One pair below the minimum: which colours, and their ratio. */
export type ContrastShortfall = { text: SchemeColorName; on: SchemeColorName; ratio: number };

/**
 * The text-on-background pairs whose contrast is below WCAG AA (4.5:1); empty when all are
 * readable. Pairs with a colour that is not `#rrggbb` are left to the format check.
 * @example contrastShortfalls({ ...colors, text: '#777777', background: '#808080' })[0]?.text // 'text'
 */
export function contrastShortfalls(colors: Partial<SchemeColors>): ContrastShortfall[] {
  const shortfalls: ContrastShortfall[] = [];
  for (const { text, on } of CONTRAST_PAIRS) {
    const fg = colors[text];
    const bg = colors[on];
    if (!fg || !bg || !HEX_COLOR.test(fg) || !HEX_COLOR.test(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < MIN_TEXT_CONTRAST) shortfalls.push({ text, on, ratio });
  }
  return shortfalls;
}
