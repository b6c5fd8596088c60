import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { BENEFIT_MESSAGES as M } from '../../../contract/benefit/benefit.messages';
import { safeRedirect } from '../../lib/auth/auth-guards';
import { $voucherBusy, loginWithVoucher } from '../../lib/benefit/benefit.store';
import Field from '../auth/Field';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';

/** The benefit shop's login: 株主番号 and 優待番号 from the voucher (first login registers). */
export default function VoucherLogin() {
  const busy = useStore($voucherBusy);
  const [shareholderNo, setShareholderNo] = useState('');
  const [voucherNo, setVoucherNo] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const result = await loginWithVoucher({ shareholder_no: shareholderNo, voucher_no: voucherNo });
    if (result.kind === 'done') {
      const params = new URLSearchParams(window.location.search);
      window.location.assign(safeRedirect(params.get('redirect'), '/'));
      return;
    }
    setErrors(result.errors);
    setMessage(result.message);
  }

  return (
    <section className="account-panel" aria-labelledby="voucher-login-title">
      <h2 id="voucher-login-title" className="section-title">
        {M.title}
      </h2>
      <p>{M.lead}</p>
      <ErrorAlert text={message} />
      <form className="account-form" onSubmit={submit} noValidate>
        <Field
          name="shareholder_no"
          label={M.shareholderNo}
          value={shareholderNo}
          onChange={setShareholderNo}
          errors={errors.shareholder_no}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <Field
          name="voucher_no"
          label={M.voucherNo}
          value={voucherNo}
          onChange={setVoucherNo}
          errors={errors.voucher_no}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <Button type="submit" className="btn btn--block" disabled={busy}>
          {busy ? M.submitting : M.submit}
        </Button>
      </form>
      <p>{M.orPassword}</p>
    </section>
  );
}
