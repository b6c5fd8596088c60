import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';
import { thumbnailOf } from './product-media.model';
import { $images, addImage, moveImage, removeImage, saveAlt, typeAlt } from './product-media.store';

/** 商品画像: upload with alt text, order (上へ/下へ), alt text per picture, removal after a confirmation. */
export function ImagesPanel() {
  const state = useStore($images);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const total = state.images.length;
  return (
    <section className="panel form-section stack media-panel" aria-labelledby="images-title">
      <h2 className="panel-title" id="images-title">
        {M.imagesTitle}
      </h2>
      <p className="sub">{M.imagesLead}</p>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.loaded && total === 0 && <p className="sub">{M.imagesEmpty}</p>}
      <ol className="media-list">
        {state.images.map((image, index) => (
          <li key={image.id} className="media-item">
            <img src={thumbnailOf(image)} alt="" width={96} height={96} className="media-thumb" />
            <div className="media-body stack">
              <p className="media-caption">{M.imageOf(index + 1, total)}</p>
              <div className="media-alt">
                <label className="field-label" htmlFor={`alt-${image.id}`}>
                  {M.altOf(index + 1)}
                </label>
                <input
                  id={`alt-${image.id}`}
                  className="input"
                  value={state.alts[image.id] ?? ''}
                  maxLength={200}
                  onChange={(event) => typeAlt(image.id, event.target.value)}
                />
                <button
                  type="button"
                  className="button button-small"
                  disabled={state.busy || (state.alts[image.id] ?? '') === image.alt}
                  onClick={() => void saveAlt(image.id)}
                >
                  {M.saveAlt}
                </button>
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={M.moveUpOf(index + 1)}
                  disabled={state.busy || index === 0}
                  onClick={() => void moveImage(index, -1)}
                >
                  {M.moveUp}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={M.moveDownOf(index + 1)}
                  disabled={state.busy || index === total - 1}
                  onClick={() => void moveImage(index, 1)}
                >
                  {M.moveDown}
                </button>
                <button
                  type="button"
                  className="button button-small button-danger-text"
                  aria-label={M.removeOf(index + 1)}
                  disabled={state.busy}
                  onClick={() => setRemoving(image.id)}
                >
                  {M.remove}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <form
        className="form-grid media-upload"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          void addImage(file, alt).then((stored) => {
            if (!stored) return;
            setFile(null);
            setAlt('');
            if (fileInput.current) fileInput.current.value = '';
          });
        }}
      >
        <Field label={M.chooseFile} error={state.errors.file?.[0]}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              className="input"
              accept="image/jpeg,image/png,image/webp,image/avif"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field label={M.newAlt} hint={M.newAltHint} error={state.errors.alt?.[0]}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={alt}
              maxLength={200}
              onChange={(event) => setAlt(event.target.value)}
            />
          )}
        </Field>
        <div className="span-2">
          <button type="submit" className="button button-primary" disabled={!file || state.busy}>
            {state.busy ? M.uploading : M.uploadButton}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={M.removeTitle}
        confirmLabel={M.removeConfirm}
        danger
        busy={state.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const id = removing;
          setRemoving(null);
          if (id !== null) void removeImage(id);
        }}
      >
        <p>{M.removeLead}</p>
      </ConfirmDialog>
    </section>
  );
}
