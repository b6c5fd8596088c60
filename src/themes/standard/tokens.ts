import type { Tokens } from '../resolve-screen';

/** The standard theme: deep navy and vermilion on warm paper. */
export const tokens: Tokens = {
  'color-surface': '#f7f4ee',
  'color-primary': '#1d3557',
  'color-accent': '#c8102e',
  'color-header-bg': '#1d3557',
  'color-header-text': '#ffffff',
  'color-footer-bg': '#14243b',
  radius: '10px',
};
