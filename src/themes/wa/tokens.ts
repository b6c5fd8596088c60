import type { Tokens } from '../resolve-screen';

/** The wa theme: sumi ink on washi, indigo and vermilion, Mincho headings, square corners. */
export const tokens: Tokens = {
  'color-bg': '#fbf8f1',
  'color-surface': '#f1ebdd',
  'color-text': '#2b2622',
  'color-muted': '#5c544c',
  'color-border': '#d8cfbd',
  'color-primary': '#1f3a5f',
  'color-accent': '#a8322d',
  'color-header-bg': '#fbf8f1',
  'color-header-text': '#2b2622',
  'color-footer-bg': '#1f3a5f',
  'color-footer-text': '#f4efe4',
  'font-heading':
    '"Hiragino Mincho ProN", "Yu Mincho", YuMincho, "Noto Serif JP", "Noto Serif CJK JP", serif',
  radius: '0',
  'radius-sm': '0',
  'shadow-card': 'none',
};
