import Button from './Button';

type Props = {
  lead: string;
  rows: [label: string, value: string][];
  backLabel: string;
  saveLabel: string;
  busy: boolean;
  onBack(): void;
  onSave(): void;
};

/** The confirmation step of a my-page form: what will be saved, then 修正する / 保存する. */
export default function ConfirmStep(props: Props) {
  return (
    <section className="confirm-step" aria-labelledby="confirm-step-lead">
      <p id="confirm-step-lead">{props.lead}</p>
      <dl className="data-list">
        {props.rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <Button className="btn btn--ghost" onClick={props.onBack} disabled={props.busy}>
          {props.backLabel}
        </Button>
        <Button className="btn btn--primary" onClick={props.onSave} disabled={props.busy}>
          {props.saveLabel}
        </Button>
      </div>
    </section>
  );
}
