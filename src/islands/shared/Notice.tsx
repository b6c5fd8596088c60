/** A success or failure line shown after an action (failures carry the server's message). */
export type NoticeState = { error: boolean; text: string } | null;

/** The notice, announced politely (failures as alerts). */
export function Notice({ notice }: { notice: NoticeState }) {
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
