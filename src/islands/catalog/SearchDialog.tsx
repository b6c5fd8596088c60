import { type ReactNode, useEffect, useRef } from 'react';
import { CATALOG_SEARCH_MESSAGES as M } from '../../lib/catalog/catalog-search.messages';
import Button from '../shared/Button';

type Props = { title: string; open: boolean; onClose(): void; children: ReactNode };

/** A modal search dialog (native `<dialog>`: focus stays inside, Esc closes). */
export default function SearchDialog({ title, open, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="search-dialog" aria-label={title} onClose={onClose}>
      <div className="search-dialog__head">
        <h2>{title}</h2>
        <Button type="button" className="btn" onClick={onClose}>
          {M.close}
        </Button>
      </div>
      <div className="search-dialog__body">{children}</div>
    </dialog>
  );
}
