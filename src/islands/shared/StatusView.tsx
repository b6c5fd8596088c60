import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';

/** The 404 and error content of spec §2: heading, message, back to the top page. */
export default function StatusView({ kind }: { kind: 'not_found' | 'error' }) {
  const notFound = kind === 'not_found';
  return (
    <section className="status-view container" aria-labelledby="status-title" data-status={kind}>
      <h1 id="status-title">
        {notFound ? COMMON_MESSAGES.notFoundTitle : COMMON_MESSAGES.errorTitle}
      </h1>
      <p>{notFound ? COMMON_MESSAGES.notFoundBody : COMMON_MESSAGES.errorBody}</p>
      <a className="btn" href="/">
        {COMMON_MESSAGES.backToTop}
      </a>
    </section>
  );
}
