import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { routeHref } from '../shared/router.model';
import { navigate } from '../shared/router.store';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import { duplicateProduct, removeProduct } from './products.store';

/** The edit screen's 変更履歴, 複製 and 削除 (with a confirmation; the list shows the outcome). */
export function ProductActions(props: { productKey: string; name: string }) {
  const [removing, setRemoving] = useState(false);
  return (
    <>
      <a className="button" href={routeHref({ name: 'product-versions', key: props.productKey })}>
        {M.versions}
      </a>
      <button
        type="button"
        className="button"
        onClick={() => void duplicateProduct(props.productKey)}
      >
        {M.duplicate}
      </button>
      <button type="button" className="button button-danger-text" onClick={() => setRemoving(true)}>
        {M.remove}
      </button>
      <ConfirmDialog
        open={removing}
        title={M.removeTitle}
        confirmLabel={M.removeConfirm}
        danger
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          void removeProduct(props.productKey, props.name).then((done) => {
            if (done) navigate({ name: 'products' });
          });
        }}
      >
        <p>{M.removeLead(props.name)}</p>
      </ConfirmDialog>
    </>
  );
}
