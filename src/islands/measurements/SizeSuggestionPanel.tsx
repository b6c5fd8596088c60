import { useEffect, useState } from 'react';
import type { SizeSuggestion as Suggestion } from '../../../contract/measurements/measurements.model';
import {
  SIZE_SUGGESTION_MESSAGES as M,
  MEASURE_LABELS,
} from '../../../contract/measurements/size-suggestion.messages';
import { suggestSizeFor } from '../../lib/measurements/size-suggestion.store';

/**
 * 「あなたへのおすすめサイズ」 for a member with measurements (loaded by SizeSuggestion for
 * members only); the suggestion appears once the member's measurements have loaded.
 */
export default function SizeSuggestionPanel({ sizeTable }: { sizeTable: string[][] }) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  useEffect(() => {
    let live = true;
    void suggestSizeFor(sizeTable).then((s) => live && setSuggestion(s));
    return () => {
      live = false;
    };
  }, [sizeTable]);
  if (!suggestion) return null;
  return (
    <section className="size-suggestion" aria-label={M.label}>
      <p className="size-suggestion__title">{M.title(suggestion.size)}</p>
      <p className="size-suggestion__reason">
        {M.reasonLead}
        {suggestion.reasons.map((r) => (
          <span key={r.key}>{M.reason(MEASURE_LABELS[r.key], r.value, r.column, r.cell)}</span>
        ))}
      </p>
      <a href="/mypage/measurement/">{M.change}</a>
    </section>
  );
}
