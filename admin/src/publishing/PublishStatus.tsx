import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Notice } from '../shared/Field';
import { PUBLISHING_MESSAGES as M } from './publishing.messages';
import { pagesLine, settledLine } from './publishing.model';
import { $publish, stopPublish } from './publishing.store';

/**
 * 公開状況 after a save: each channel's state and seconds, live as the stream reports it. The
 * table is polite live region: a screen reader hears each channel as it moves, not every tick.
 */
export function PublishStatus() {
  const publish = useStore($publish);
  useEffect(() => stopPublish, []);
  if (!publish) return null;
  const channels = publish.event?.channels ?? [];
  const done = settledLine(publish.event);
  return (
    <section className="panel stack publish-status" aria-labelledby="publish-status-title">
      <h2 id="publish-status-title" className="panel-title">
        {M.statusTitle}
      </h2>
      <p className="field-hint">{M.statusHint}</p>
      <div aria-live="polite" aria-atomic="false">
        {publish.event?.settled && channels.length === 0 && <p>{M.noChannel}</p>}
        {channels.length > 0 && (
          <table className="table publish-table">
            <thead>
              <tr>
                <th scope="col">{M.channel}</th>
                <th scope="col">{M.state}</th>
                <th scope="col">{M.time}</th>
              </tr>
            </thead>
            <tbody>
              {channels.map((c) => (
                <tr key={c.channel} data-state={c.state}>
                  <th scope="row">{c.channel}</th>
                  <td>
                    <span className={`publish-state publish-${c.state}`}>{M.states[c.state]}</span>
                    {pagesLine(c) && <span className="sub"> {pagesLine(c)}</span>}
                  </td>
                  <td>{M.seconds(c.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {done && <p className="publish-done">{done}</p>}
      </div>
      {publish.lost && <Notice kind="error">{M.streamLost}</Notice>}
    </section>
  );
}
