import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules for the built pages. Only purely stylistic rules are relaxed;
 * every rule about structure, content models, ARIA or accessibility stays on.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Style only: Astro and React write void elements as `<img>`/`<br>` or `<img />` depending on origin.
    'void-style': 'off',
    // Style only: Astro minifies attribute quoting and boolean attributes its own way.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Style only: the build emits one long line per page; line length and whitespace are not content.
    'long-title': 'off',
    'no-trailing-whitespace': 'off',
    // Style only: inline style attributes are hashed by the CSP and used by Astro's islands.
    'no-inline-style': 'off',
    // Style only: attribute names are case-insensitive in HTML; React's server render writes some
    // in camelCase (noValidate, autoComplete, inputMode, fetchPriority).
    'attr-case': 'off',
    // HTML allows any id without spaces; React's useId ids (`_r3R_1_`) start with an underscore.
    'valid-id': ['error', { relaxed: true }],
    // Naming a list or region is valid ARIA (it tells grids apart); the default only flags it as
    // "not recommended". Labels on elements that cannot be named are still errors.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The header's search suggestions are a listbox of pictures, names and prices in groups, owned by
    // a text box (the ARIA combobox pattern): <select> cannot hold that, and the text box needs no
    // native replacement. Every other role keeps preferring its native element.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // A checkbox group shares one name by design (the form sends every ticked value).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
};
