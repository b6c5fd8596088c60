import { useEffect, useRef, useState } from 'react';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';
import {
  moveSection,
  removeSection,
  type SectionRow,
  sectionKey,
  toggleHidden,
} from './page-layout.model';

const nameOf = (s: SectionRow) => M.sectionName(s.type, s.title, M.sectionNames);

/**
 * A page's sections in order, each with up/down, hide/show and remove buttons (keyboard: Tab and
 * Enter; no dragging needed). After a move, focus follows the moved section's same button, and a
 * polite live region says where it went.
 */
export function SectionList(props: {
  sections: SectionRow[];
  errors: Record<string, string[]>;
  disabled: boolean;
  onChange: (sections: SectionRow[]) => void;
}) {
  const [said, setSaid] = useState('');
  const focusAfter = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-focus="${focusAfter.current}"]`)?.focus();
    focusAfter.current = null;
  });
  const move = (index: number, delta: -1 | 1, which: string) => {
    const next = moveSection(props.sections, index, delta);
    const moved = props.sections[index];
    if (!moved) return;
    const place = next.indexOf(moved);
    // At an end the button it pressed is disabled: focus its sibling instead.
    const atEnd = which === 'up' ? place === 0 : place === next.length - 1;
    focusAfter.current = `${sectionKey(moved)}:${atEnd ? (which === 'up' ? 'down' : 'up') : which}`;
    setSaid(M.moved(nameOf(moved), place + 1, next.length));
    props.onChange(next);
  };
  return (
    <>
      <ol ref={list} className="section-list">
        {props.sections.map((s, i) => {
          const name = nameOf(s);
          const key = sectionKey(s);
          const error =
            props.errors[`sections.${i}.type`]?.[0] ?? props.errors[`sections.${i}.url`]?.[0];
          return (
            <li key={key} className={s.is_hidden ? 'section-row is-hidden' : 'section-row'}>
              <span className="section-place">{i + 1}</span>
              <span className="section-name">
                {name}
                {s.is_hidden && <span className="status status-hidden">{M.hiddenBadge}</span>}
                {error && <span className="field-error">{error}</span>}
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  className="button button-small"
                  data-focus={`${key}:up`}
                  aria-label={M.moveUpLabel(name)}
                  disabled={props.disabled || i === 0}
                  onClick={() => move(i, -1, 'up')}
                >
                  ↑ {M.moveUp}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  data-focus={`${key}:down`}
                  aria-label={M.moveDownLabel(name)}
                  disabled={props.disabled || i === props.sections.length - 1}
                  onClick={() => move(i, 1, 'down')}
                >
                  ↓ {M.moveDown}
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={s.is_hidden ? M.showLabel(name) : M.hideLabel(name)}
                  aria-pressed={s.is_hidden}
                  disabled={props.disabled}
                  onClick={() => props.onChange(toggleHidden(props.sections, i))}
                >
                  {s.is_hidden ? M.show : M.hide}
                </button>
                <button
                  type="button"
                  className="button button-small button-danger-text"
                  aria-label={M.removeLabel(name)}
                  disabled={props.disabled}
                  onClick={() => props.onChange(removeSection(props.sections, i))}
                >
                  {M.remove}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}
