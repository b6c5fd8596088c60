/** A failure line, announced as an alert; nothing when there is no failure to tell. */
export default function ErrorAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="message message--error" role="alert">
      {text}
    </p>
  );
}
