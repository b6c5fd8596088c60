/** A list's outcome message: an error is an alert, a success a status. */
export type RecordNoticeValue = { error: boolean; text: string } | null;

/** The live region above a my page record list that announces what a save or delete did. */
export default function RecordNotice({ notice }: { notice: RecordNoticeValue }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p
          className={`message ${notice.error ? 'message--error' : 'message--success'}`}
          role={notice.error ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
