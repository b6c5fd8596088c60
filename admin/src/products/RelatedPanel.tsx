import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Notice } from '../shared/Field';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';
import { moved, RELATION_KINDS, type RelationKind, withLinked } from './product-media.model';
import {
  $relations,
  editLinks,
  saveLinks,
  searchLinkable,
  takeTheirLinks,
} from './product-media.store';

/** 関連商品・おすすめ・付属品: pick products by a server search, order them (上へ/下へ), remove, save per kind. */
export function RelatedPanel() {
  const state = useStore($relations);
  const [kind, setKind] = useState<RelationKind>('related');
  const [keyword, setKeyword] = useState('');
  const list = state.lists[kind];
  const changed = JSON.stringify(list) !== JSON.stringify(state.saved[kind]);
  return (
    <section className="panel form-section stack media-panel" aria-labelledby="related-title">
      <h2 className="panel-title" id="related-title">
        {M.relatedTitle}
      </h2>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.errors[kind]?.[0] ?? state.error}</Notice>}
      {state.theirs && (
        <div className="stack conflict-box">
          <h3 className="panel-subtitle">{M.theirsLinksTitle(M.relatedKinds[state.theirs])}</h3>
          <p>{state.saved[state.theirs].map((p) => p.name).join('、') || M.theirsLinksNone}</p>
          <p className="sub">{M.keepMineHint}</p>
          <div>
            <button
              type="button"
              className="button"
              onClick={() => state.theirs && takeTheirLinks(state.theirs)}
            >
              {M.takeTheirs}
            </button>
          </div>
        </div>
      )}
      <fieldset className="checks">
        <legend className="field-label">{M.relatedKind}</legend>
        {RELATION_KINDS.map((k) => (
          <label key={k} className="check">
            <input
              type="radio"
              name="relation-kind"
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {M.relatedKindCount(M.relatedKinds[k], state.lists[k].length)}
          </label>
        ))}
      </fieldset>
      <h3 className="media-subtitle">{M.relatedKinds[kind]}</h3>
      {list.length === 0 && <p className="sub">{M.relatedEmpty}</p>}
      <ol className="linked-list">
        {list.map((product, index) => (
          <li key={product.key} className="linked-item">
            <span className="linked-name">
              {product.name} <span className="mono sub">{product.key}</span>
            </span>
            <span className="row-actions">
              <button
                type="button"
                className="button button-small"
                aria-label={M.relatedUp(product.name)}
                disabled={index === 0}
                onClick={() => editLinks(kind, moved(list, index, -1))}
              >
                {M.moveUp}
              </button>
              <button
                type="button"
                className="button button-small"
                aria-label={M.relatedDown(product.name)}
                disabled={index === list.length - 1}
                onClick={() => editLinks(kind, moved(list, index, 1))}
              >
                {M.moveDown}
              </button>
              <button
                type="button"
                className="button button-small button-danger-text"
                aria-label={M.relatedRemove(product.name)}
                onClick={() =>
                  editLinks(
                    kind,
                    list.filter((p) => p.key !== product.key),
                  )
                }
              >
                {M.remove}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {changed && <p className="unsaved">{M.unsaved}</p>}
      <div>
        <button
          type="button"
          className="button button-primary"
          disabled={!changed || state.busy}
          onClick={() => void saveLinks(kind)}
        >
          {M.relatedSaveOf(M.relatedKinds[kind])}
        </button>
      </div>
      <form
        className="linked-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (keyword.trim()) void searchLinkable(keyword.trim());
        }}
      >
        <label className="field-label" htmlFor="related-keyword">
          {M.relatedSearch}
        </label>
        <p className="field-hint" id="related-keyword-hint">
          {M.relatedSearchHint}
        </p>
        <div className="row-actions">
          <input
            id="related-keyword"
            className="input"
            type="search"
            aria-describedby="related-keyword-hint"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <button type="submit" className="button" disabled={state.busy}>
            {M.relatedSearchButton}
          </button>
        </div>
      </form>
      {state.results && (
        <ul className="linked-list" aria-label={M.relatedSearch}>
          {state.results.length === 0 && <li className="sub">{M.relatedNoResults}</li>}
          {state.results.map((product) => (
            <li key={product.key} className="linked-item">
              <span className="linked-name">
                {product.name} <span className="mono sub">{product.key}</span>
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={list.some((p) => p.key === product.key)}
                onClick={() => editLinks(kind, withLinked(list, product, state.key))}
              >
                {M.relatedAdd(product.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
