import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $paymentMethods, createPaymentMethodActions } from './payment-methods.store';

beforeEach(() => $paymentMethods.set(null));

describe('the cart page’s payment methods', () => {
  it('are read once per page', async () => {
    const fetchAll = vi.fn(async () => [{ id: 1, name: '銀行振込' }]);
    const actions = createPaymentMethodActions({ fetchAll });
    await Promise.all([actions.loadPaymentMethods(), actions.loadPaymentMethods()]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect($paymentMethods.get()).toEqual([{ id: 1, name: '銀行振込' }]);
  });

  it('show nothing when they cannot be read', async () => {
    const actions = createPaymentMethodActions({
      fetchAll: async () => Promise.reject(new Error('x')),
    });
    await actions.loadPaymentMethods();
    expect($paymentMethods.get()).toBeNull();
  });
});
