import { choice } from 'virtual:shop-theme/choice';
import { resolveTokens, type Tokens, tokensToCss } from './resolve-screen';

// Token files are a few lines each; all are bundled and the build's choice picks the layers.
const tokenModules = import.meta.glob<{ tokens: Tokens }>('./**/tokens.ts', { eager: true });

/** The theme's tokens as a CSS `:root` rule. */
export function themeCss(): string {
  return tokensToCss(resolveTokens(choice, tokenModules));
}
