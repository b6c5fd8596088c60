import { screens } from 'virtual:shop-theme/screens';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

/**
 * The screen component named at run time (content lists pick theirs from the API's data).
 * Pages that know their screen import `@theme/screens/<Name>.astro` instead, with typed props.
 */
export async function screen(name: string): Promise<AstroComponentFactory> {
  const found = (screens as Record<string, AstroComponentFactory>)[name];
  if (!found) throw new Error(`Screen "${name}" is missing from the simple theme`);
  return found;
}

/** Kept for callers that read the choice from here; prefer `./theme-choice`. */
export { themeChoice } from './theme-choice';
