import { pageNumbers } from '../../../contract/catalog/catalog.model';
import { CATALOG_CORE_MESSAGES } from '../../../contract/catalog/catalog-core.messages';

/** Page links `?page=N` under a list. */
export default function Pagination({
  current,
  last,
  basePath,
  hrefFor,
}: {
  current: number;
  last: number;
  basePath: string;
  /** Link of a page when the list carries other query parameters. */
  hrefFor?: (page: number) => string;
}) {
  if (last <= 1) return null;
  const href = (page: number) =>
    hrefFor ? hrefFor(page) : page === 1 ? basePath : `${basePath}?page=${page}`;
  const pages = pageNumbers(current, last);
  return (
    <nav aria-label={CATALOG_CORE_MESSAGES.pagination}>
      <ul className="pagination">
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev">
              {CATALOG_CORE_MESSAGES.prev}
            </a>
          </li>
        )}
        {pages.flatMap((page, i) => {
          const gap = i > 0 && page - (pages[i - 1] ?? page) > 1;
          const link = (
            <li key={page}>
              <a
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={CATALOG_CORE_MESSAGES.pageLabel(page)}
              >
                {page}
              </a>
            </li>
          );
          const dots = (
            <li key={`gap-${page}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          );
          return gap ? [dots, link] : [link];
        })}
        {current < last && (
          <li>
            <a href={href(current + 1)} rel="next">
              {CATALOG_CORE_MESSAGES.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
