import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RECEIPT_SCREEN_MESSAGES as M } from '../../../contract/receipts/receipts.messages';
import { orderIdOfDetailPath } from '../../lib/receipts/receipts.model';
import { $receipt, loadReceipt } from '../../lib/receipts/receipts.store';
import Loading from '../shared/Loading';
import ReceiptView from './ReceiptView';

/** The receipt and quotation downloads of the member's order on /mypage/order_history/{key}/. */
export default function ReceiptPanel() {
  const state = useStore($receipt);
  useEffect(() => {
    const orderId = orderIdOfDetailPath(window.location.pathname);
    if (orderId === null) $receipt.set({ status: 'missing' });
    else void loadReceipt({ kind: 'member', orderId });
  }, []);
  if (state.status === 'loading') return <Loading text={M.loading} />;
  if (state.status !== 'ready') {
    return (
      <p className="message message--error" role="alert">
        {state.status === 'missing' ? M.notFoundTitle : M.loadFailed}
      </p>
    );
  }
  return <ReceiptView state={state} member />;
}
