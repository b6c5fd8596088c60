/**
 * Base design tokens every theme starts from. The storefront's simple theme is these; the back
 * office previews a colour scheme over them, so they sit in the contract both sides read.
 */
export const BASE_TOKENS: Readonly<Record<string, string>> = {
  'color-bg': '#ffffff',
  'color-surface': '#f6f5f2',
  'color-text': '#1f1f1f',
  'color-muted': '#5f5f5f',
  'color-border': '#dcdad5',
  'color-primary': '#2f4f6f',
  'color-primary-contrast': '#ffffff',
  'color-accent': '#b4442c',
  'color-success': '#1e6b3a',
  'color-danger': '#b42318',
  'color-focus': '#1a73e8',
  'color-header-bg': '#ffffff',
  'color-header-text': '#1f1f1f',
  'color-footer-bg': '#2b2b2b',
  'color-footer-text': '#f2f2f2',
  'font-body':
    '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, sans-serif',
  radius: '8px',
  'radius-sm': '4px',
  'shadow-card': '0 1px 3px rgb(0 0 0 / 8%)',
  'content-width': '1120px',
};
