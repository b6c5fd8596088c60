import type { Tokens } from '../../resolve-screen';

/** School and uniform goods: calm green, square corners. */
export const tokens: Tokens = {
  'color-primary': '#2d6a4f',
  'color-accent': '#b45309',
  'color-header-bg': '#ffffff',
  'color-header-text': '#1b4332',
  'color-footer-bg': '#1b4332',
  radius: '4px',
};
