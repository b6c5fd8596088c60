import type { ReactNode } from 'react';
import Button from './Button';
import RemoveConfirm from './RemoveConfirm';

type Props = {
  editHref: string;
  text: { edit: string; remove: string; removeYes: string; removeNo: string };
  /** The question asked in the page before this record is deleted. */
  question: string;
  /** True while this record's delete asks for confirmation. */
  asking: boolean;
  onAsk(): void;
  onYes(): void;
  onNo(): void;
  /** The record's lines (title, details). */
  children: ReactNode;
};

/** One saved record of a my page list: its lines, 変更 and 削除, and the in-page confirmation. */
export default function RecordCard(props: Props) {
  const { text } = props;
  return (
    <li className="body-card">
      {props.children}
      <div className="body-card__actions">
        <a className="btn btn--ghost" href={props.editHref}>
          {text.edit}
        </a>
        <Button className="btn btn--ghost" onClick={props.onAsk}>
          {text.remove}
        </Button>
      </div>
      {props.asking && (
        <RemoveConfirm
          text={{ question: props.question, yes: text.removeYes, no: text.removeNo }}
          onYes={props.onYes}
          onNo={props.onNo}
        />
      )}
    </li>
  );
}
