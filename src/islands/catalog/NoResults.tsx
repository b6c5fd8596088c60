import { useEffect, useState } from 'react';
import type { Alternatives, KeywordCount } from '../../../contract/search/alternatives.schema';
import { keywordCountLabel } from '../../lib/catalog/result-total.model';
import { keywordWays } from '../../lib/search/alternatives.model';
import { loadAlternatives } from '../../lib/search/alternatives.store';
import { NO_RESULTS_MESSAGES as M } from '../../lib/search/no-results.messages';
import Loading from '../shared/Loading';
import ProductGrid from '../shared/ProductGrid';

type Props = {
  keyword: string;
  /** The list's URL for another keyword, the other filters kept. */
  hrefFor(keyword: string): string;
  /** The whole list, unfiltered. */
  allHref: string;
};

/** Links to other keywords that find something, each with its count. */
function KeywordLinks({
  title,
  items,
  hrefFor,
}: {
  title: string;
  items: KeywordCount[];
  hrefFor: Props['hrefFor'];
}) {
  if (!items.length) return null;
  return (
    <div className="no-results__ways">
      <h3>{title}</h3>
      <ul className="chip-list">
        {items.map((k) => (
          <li key={k.keyword}>
            <a className="chip" href={hrefFor(k.keyword)}>
              {M.withCount(k.keyword, keywordCountLabel(k))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the list shows when a keyword finds nothing: says so, then offers ways on (the same search
 * with fewer words, a close spelling that finds something, the channel's popular products) and the
 * whole list, so the page is never a dead end. Loaded only when a search comes back empty.
 */
export default function NoResults({ keyword, hrefFor, allHref }: Props) {
  const [found, setFound] = useState<Alternatives | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setFound(undefined);
    void loadAlternatives(keyword).then((answer) => {
      if (current && answer !== undefined) setFound(answer);
    });
    return () => {
      current = false;
    };
  }, [keyword]);
  const ways = found ? keywordWays(found) : null;

  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title" className="no-results__title">
        {M.title(keyword)}
      </h2>
      <p>{M.hint}</p>
      {found === undefined && <Loading text={M.loading} />}
      {ways && (
        <>
          <KeywordLinks title={M.didYouMean} items={ways.didYouMean} hrefFor={hrefFor} />
          <KeywordLinks title={M.fewerWords} items={ways.fewerWords} hrefFor={hrefFor} />
        </>
      )}
      <p>
        <a href={allHref}>{M.browseAll}</a>
      </p>
      {found && found.popular.length > 0 && (
        <section aria-labelledby="no-results-popular">
          <h2 id="no-results-popular" className="no-results__title">
            {M.popular}
          </h2>
          <ProductGrid products={found.popular} label={M.popular} />
        </section>
      )}
    </section>
  );
}
