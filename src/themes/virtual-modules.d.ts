/** Modules the theme plugin (`src/themes/theme-plugin.ts`) generates at build time. */
declare module 'virtual:shop-theme/choice' {
  /** The build's customer set and site-setting theme. */
  export const choice: import('./resolve-screen').ThemeChoice;
}
declare module 'virtual:shop-theme/screens' {
  /** Every screen name mapped to the chosen theme's component. */
  export const screens: Record<
    string,
    import('astro/runtime/server/index.js').AstroComponentFactory
  >;
}
