import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PAYMENT_MESSAGES as M } from '../../../contract/payments/payments.messages';
import { $paymentProvider, loadPaymentProvider } from '../../lib/payments/payments.store';

/** The テスト決済 notice on the payment screens while the server only simulates card payments. */
export default function TestPaymentNotice() {
  const provider = useStore($paymentProvider);
  useEffect(() => {
    void loadPaymentProvider();
  }, []);
  if (!provider?.test_mode) return null;
  return (
    <p className="message message--warning test-payment-notice" role="note">
      <strong>{M.testModeLabel}</strong> {M.testMode}
    </p>
  );
}
