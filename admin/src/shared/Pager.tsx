import type { Paging } from './http.model';
import { SHARED_MESSAGES as M } from './shared.messages';

/** The count line and previous/next buttons of a server-paged list. */
export function Pager(props: {
  paging: Paging;
  onPage: (page: number) => void;
  busy?: boolean;
  /** The second pager of a list (below it) is named apart from the first. */
  bottom?: boolean;
}) {
  const { total, perPage, currentPage, lastPage } = props.paging;
  const from = total === 0 ? 0 : (currentPage - 1) * perPage + 1;
  const to = Math.min(total, currentPage * perPage);
  return (
    <nav className="pager" aria-label={props.bottom ? M.pagerLabelBottom : M.pagerLabel}>
      <p className="pager-count">{M.countOf(total, from, to, props.paging.capped)}</p>
      <div className="pager-buttons">
        <button
          type="button"
          className="button"
          disabled={props.busy || currentPage <= 1}
          onClick={() => props.onPage(currentPage - 1)}
        >
          {M.prev}
        </button>
        <span className="pager-page">{M.pageOf(currentPage, lastPage)}</span>
        <button
          type="button"
          className="button"
          disabled={props.busy || currentPage >= lastPage}
          onClick={() => props.onPage(currentPage + 1)}
        >
          {M.next}
        </button>
      </div>
    </nav>
  );
}
