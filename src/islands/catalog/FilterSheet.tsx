import { type ReactNode, useEffect, useRef } from 'react';
import type { Paging } from '../../lib/catalog/catalog.store';
import { CATALOG_SEARCH_MESSAGES as M } from '../../lib/catalog/catalog-search.messages';
import { resultTotalLabel } from '../../lib/catalog/result-total.model';
import Button from '../shared/Button';

type Props = {
  id: string;
  open: boolean;
  onClose(): void;
  /** How many products the chosen filters find now, or null while counting. */
  total: Pick<Paging, 'total' | 'capped'> | null;
  children: ReactNode;
};

/**
 * The phone's filter sheet: a modal bottom sheet (native `<dialog>`, focus stays inside, Esc
 * closes) with the filters, the live result count and 「この条件で検索」 (the form's submit).
 */
export default function FilterSheet({ id, open, onClose, total, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby={`${id}-sheet`} onClose={onClose}>
      {open && (
        <>
          <div className="filter-sheet__head">
            <h2 id={`${id}-sheet`}>{M.filterTitle}</h2>
            <Button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
              {M.close}
            </Button>
          </div>
          <div className="filter-sheet__body">{children}</div>
          <div className="filter-sheet__foot">
            <p className="filter-sheet__count" aria-live="polite">
              {total === null ? M.counting : resultTotalLabel(total)}
            </p>
            <Button type="submit" className="btn btn--accent">
              {M.applyFilters}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
