/** Japanese copy of the SEO helpers. */
export const SEO_MESSAGES = {
  /** The first step of every breadcrumb trail. */
  home: 'ホーム',
} as const;
