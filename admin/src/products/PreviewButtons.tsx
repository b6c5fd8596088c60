import { useStore } from '@nanostores/react';
import { windowLabel, windowStatus } from '../publishing/publish-window.model';
import { $productEdit, openPreview, openSavedPreview } from './product-edit.store';
import { fromLocalInput } from './product-form.model';
import { PRODUCT_PREVIEW_MESSAGES as M } from './product-preview.messages';
import type { RefOption } from './products.model';
import { $references } from './products.store';

const labelOf = (options: RefOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * One プレビュー button per channel the product is (in the form) sold in; each opens a new tab.
 * While the saved product is not public (非公開, 公開予約, 公開終了), one more per channel it is
 * saved as selling in opens the saved product as its page would show it.
 */
export function PreviewButtons() {
  const state = useStore($productEdit);
  const refs = useStore($references);
  const channels = state.form.channels;
  const saved = state.original;
  const status = windowStatus(
    {
      shown: saved.is_show_product,
      from: fromLocalInput(saved.publish_from),
      to: fromLocalInput(saved.publish_to),
    },
    new Date(),
  );
  const notLive = status.state !== 'live' && saved.channels.length > 0;
  return (
    <section className="panel stack" aria-labelledby="preview-title">
      <h2 id="preview-title" className="panel-title">
        {M.title}
      </h2>
      <p className="sub">{channels.length ? M.lead : M.noChannels}</p>
      {channels.map((channel) => (
        <button
          key={channel}
          type="button"
          className="button button-block"
          disabled={state.previewing !== null}
          onClick={() => void openPreview(channel)}
        >
          {state.previewing === channel ? M.opening : M.button(labelOf(refs.channels, channel))}
        </button>
      ))}
      {notLive && (
        <>
          <h3 className="panel-subtitle">{M.savedTitle}</h3>
          <p className="sub">{M.savedLead(windowLabel(status))}</p>
          {saved.channels.map((channel) => (
            <button
              key={channel}
              type="button"
              className="button button-block"
              disabled={state.previewing !== null}
              onClick={() => void openSavedPreview(channel)}
            >
              {state.previewing === `saved:${channel}`
                ? M.opening
                : M.savedButton(labelOf(refs.channels, channel))}
            </button>
          ))}
        </>
      )}
    </section>
  );
}
