import { type WindowRecord, windowDetail, windowLabel, windowStatus } from './publish-window.model';

const CLASS_OF = {
  live: 'status status-shown',
  hidden: 'status status-hidden',
  scheduled: 'status status-scheduled',
  ended: 'status status-ended',
};

/** A record's publish state (公開中, 非公開, 公開予約, 公開終了) with its time in Japan time. */
export function PublishWindowBadge(props: { record: WindowRecord; now?: Date }) {
  const status = windowStatus(props.record, props.now ?? new Date());
  const detail = windowDetail(status);
  return (
    <span className="window-state">
      <span className={CLASS_OF[status.state]}>{windowLabel(status)}</span>
      {detail && <span className="sub window-at">{detail}</span>}
    </span>
  );
}
