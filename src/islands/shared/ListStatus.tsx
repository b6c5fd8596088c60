import Loading from './Loading';

/** The two states before a my page list can show: still loading (or not yet let in), or failed. */
export default function ListStatus({ failed, text }: { failed: boolean; text: string }) {
  if (!failed) return <Loading text={text} />;
  return (
    <p className="message message--error" role="alert">
      {text}
    </p>
  );
}
