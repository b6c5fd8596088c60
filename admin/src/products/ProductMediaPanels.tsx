import { useEffect } from 'react';
import { ImagesPanel } from './ImagesPanel';
import { openProductMedia } from './product-media.store';
import { RelatedPanel } from './RelatedPanel';
import { SizeTablePanel } from './SizeTablePanel';
import './product-media.css';

/** The product's pictures, size table and linked products, each saved on its own (below the form). */
export function ProductMediaPanels(props: { productKey: string }) {
  useEffect(() => {
    void openProductMedia(props.productKey);
  }, [props.productKey]);
  return (
    <div className="stack media-panels">
      <ImagesPanel />
      <SizeTablePanel />
      <RelatedPanel />
    </div>
  );
}
