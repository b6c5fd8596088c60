import { http } from '../shared/http';
import { debouncedLatest } from '../shared/latest-request';
import { createSuggestionsApi } from './suggestions.api';
import { type SuggestionOption, suggestionKeyword, suggestionOptions } from './suggestions.model';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

const api = createSuggestionsApi(http);
const typing = debouncedLatest(SUGGEST_DELAY_MS);

/**
 * Suggestions for the text typed so far, once typing pauses: undefined when a newer keystroke
 * replaced this one, an empty list for an empty keyword or a failed call (the box still submits).
 */
export async function suggest(
  text: string,
): Promise<{ keyword: string; options: SuggestionOption[] } | undefined> {
  const keyword = suggestionKeyword(text);
  if (!keyword) {
    typing.cancel();
    return { keyword, options: [] };
  }
  const found = await typing.run((signal) => api.suggestions(keyword, signal)).catch(() => null);
  if (found === undefined) return undefined;
  return { keyword, options: found ? suggestionOptions(found) : [] };
}

/** Stops any suggestion call waiting or running (the box lost focus, or a suggestion was chosen). */
export function stopSuggesting(): void {
  typing.cancel();
}
