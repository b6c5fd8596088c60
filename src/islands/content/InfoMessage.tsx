import { createElement, useEffect } from 'react';
import { CONTENT_MESSAGES } from '../../lib/content/content.messages';

/** React pages' information message: renders `<info-message>` and loads its element lazily. */
export default function InfoMessage({ code }: { code: string }) {
  useEffect(() => {
    void import('./info-message.element');
  }, []);
  return createElement(
    'info-message',
    { 'data-code': code, hidden: true },
    <div className="info-message" role="note">
      <p data-text="" />
      <button type="button" className="info-message__close">
        {CONTENT_MESSAGES.dismiss}
      </button>
    </div>,
  );
}
