import { type ReactNode, useEffect, useRef } from 'react';
import { SHARED_MESSAGES as M } from './shared.messages';

/**
 * A screen's heading: it names the tab and takes focus when the screen opens, so a screen reader
 * hears where a menu click led (focus management on route change).
 */
export function ScreenTitle(props: { children: string; actions?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = M.tabTitle(props.children);
    ref.current?.focus({ preventScroll: false });
  }, [props.children]);
  return (
    <div className="screen-head">
      <h1 ref={ref} tabIndex={-1} className="screen-title">
        {props.children}
      </h1>
      {props.actions && <div className="screen-actions">{props.actions}</div>}
    </div>
  );
}
