import { useState } from 'react';
import { VERIFY_MESSAGES as M } from '../../../contract/account/account.messages';
import { resendVerification } from '../../lib/account/account-actions.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import Button from '../shared/Button';
import { useGuard } from './useGuard';

/** /verify/: the address is not confirmed yet; the link can be mailed again. */
export default function VerifyRequest({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('none', settings);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  async function resend() {
    const r = await resendVerification();
    setNote(r.ok ? { ok: true, text: M.resent } : { ok: false, text: r.message });
  }
  if (!ready) return null;
  return (
    <div className="account-panel">
      <p>{M.notVerified}</p>
      {note && (
        <p className={`message ${note.ok ? 'message--success' : 'message--error'}`} role="status">
          {note.text}
        </p>
      )}
      <Button type="button" className="btn btn--block" onClick={resend}>
        {M.resend}
      </Button>
    </div>
  );
}
