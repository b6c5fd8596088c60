import type { Tokens } from '../../resolve-screen';

/** Shareholder-benefit ordering: formal burgundy and gold. */
export const tokens: Tokens = {
  'color-primary': '#6d1a36',
  'color-accent': '#a67c00',
  'color-header-bg': '#ffffff',
  'color-header-text': '#6d1a36',
  'color-footer-bg': '#3b0d1d',
  radius: '6px',
};
