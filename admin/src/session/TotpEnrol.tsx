import { useStore } from '@nanostores/react';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { Field, Notice } from '../shared/Field';
import { ScreenTitle } from '../shared/Screen';
import { SESSION_MESSAGES as M } from './session.messages';
import { groupSecret } from './session.model';
import { $enrolment, $session, confirmEnrolment, startEnrolment } from './session.store';

/**
 * TOTP enrolment: a new secret as a QR code (drawn on a canvas: no data: URL, which the CSP
 * refuses) and as text, then a code from the app to confirm. `required` is the owner's first
 * sign-in, where nothing else is open.
 */
export function TotpEnrol(props: { required: boolean }) {
  const enrolment = useStore($enrolment);
  const staff = useStore($session).staff;
  const [code, setCode] = useState('');
  return (
    <section className="panel stack">
      <ScreenTitle>{M.enrolTitle}</ScreenTitle>
      {props.required ? (
        <Notice kind="info">{M.enrolRequired}</Notice>
      ) : (
        <p className="lead">{M.enrolOptional}</p>
      )}
      {enrolment.done && <Notice kind="success">{M.enrolDone}</Notice>}
      {enrolment.error && <Notice kind="error">{enrolment.error}</Notice>}
      {staff?.totp_enabled && !enrolment.secret ? (
        <p>{M.alreadyEnrolled}</p>
      ) : !enrolment.secret ? (
        <div>
          <p>{M.enrolLead}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={enrolment.busy}
            onClick={() => void startEnrolment()}
          >
            {M.enrolStart}
          </button>
        </div>
      ) : (
        <>
          <p>{M.enrolLead}</p>
          <div className="enrol-grid">
            <QrCanvas text={enrolment.otpauthUrl ?? ''} />
            <dl className="enrol-secret">
              <dt>{M.secretLabel}</dt>
              <dd>
                <code>{groupSecret(enrolment.secret)}</code>
              </dd>
            </dl>
          </div>
          <form
            noValidate
            className="stack narrow"
            onSubmit={(event) => {
              event.preventDefault();
              void confirmEnrolment(code);
            }}
          >
            <Field label={M.enrolCode}>
              {(control) => (
                <input
                  {...control}
                  className="input input-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </Field>
            <button type="submit" className="button button-primary" disabled={enrolment.busy}>
              {M.enrolConfirm}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

function QrCanvas(props: { text: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current && props.text) {
      void QRCode.toCanvas(ref.current, props.text, { width: 200, margin: 2 });
    }
  }, [props.text]);
  return (
    <canvas ref={ref} className="qr" role="img" aria-label={M.qrLabel} width={200} height={200} />
  );
}
