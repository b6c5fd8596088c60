import { useStore } from '@nanostores/react';
import { $productEdit, openPreview } from './product-edit.store';
import { PRODUCT_PREVIEW_MESSAGES as M } from './product-preview.messages';
import type { RefOption } from './products.model';
import { $references } from './products.store';

const labelOf = (options: RefOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** One プレビュー button per channel the product is (in the form) sold in; each opens a new tab. */
export function PreviewButtons() {
  const state = useStore($productEdit);
  const refs = useStore($references);
  const channels = state.form.channels;
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
    </section>
  );
}
