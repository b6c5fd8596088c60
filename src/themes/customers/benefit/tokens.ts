import type { Tokens } from '../../resolve-screen';

/** Shareholder-benefit ordering: formal burgundy and gold. */
export const tokens: Tokens = {
  'color-primary': '#6d1a36',
  // Dark enough for white button text and for text on white (5.3:1; #a67c00 was 3.8:1).
  'color-accent': '#8a6500',
  'color-header-bg': '#ffffff',
  'color-header-text': '#6d1a36',
  'color-footer-bg': '#3b0d1d',
  radius: '6px',
};
