import { lazy, Suspense } from 'react';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';
import type { RichTextProps } from './RichTextEditor';

// The editor (TipTap and ProseMirror) is a chunk of its own, loaded when a product opens.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The description's rich-text editor, loaded on first use (RichTextEditor.tsx). */
export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<p className="loading">{M.loading}</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
