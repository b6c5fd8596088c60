import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RECEIPT_SCREEN_MESSAGES as M } from '../../../contract/receipts/receipts.messages';
import { guestLinkFromSearch } from '../../lib/receipts/receipts.model';
import { $receipt, loadReceipt } from '../../lib/receipts/receipts.store';
import Loading from '../shared/Loading';
import ReceiptView from './ReceiptView';

/** /orders/receipt/?no=…&t=…: a guest issues the receipt of an order from the order mail's link. */
export default function GuestReceipt() {
  const state = useStore($receipt);
  useEffect(() => {
    const link = guestLinkFromSearch(window.location.search);
    if (!link) $receipt.set({ status: 'missing' });
    else void loadReceipt({ kind: 'guest', ...link });
  }, []);
  if (state.status === 'loading') return <Loading text={M.loading} />;
  if (state.status === 'missing') {
    return (
      <section className="receipt-missing" aria-labelledby="receipt-missing-title">
        <h2 id="receipt-missing-title">{M.notFoundTitle}</h2>
        <p>{M.notFoundBody}</p>
        <p>
          <a className="btn btn--ghost" href="/">
            {M.toTop}
          </a>
        </p>
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="message message--error" role="alert">
        {M.loadFailed}
      </p>
    );
  }
  return <ReceiptView state={state} member={false} />;
}
