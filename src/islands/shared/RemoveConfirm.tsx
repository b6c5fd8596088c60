import Button from './Button';

/** The words of an in-page delete confirmation. */
export type RemoveConfirmText = { question: string; yes: string; no: string };

/** Asks before a record is deleted, in the page rather than in a browser dialog. */
export default function RemoveConfirm({
  text,
  onYes,
  onNo,
}: {
  text: RemoveConfirmText;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="body-card__confirm">
      <p>{text.question}</p>
      <Button className="btn btn--primary" onClick={onYes}>
        {text.yes}
      </Button>
      <Button className="btn btn--ghost" onClick={onNo}>
        {text.no}
      </Button>
    </div>
  );
}
