import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import type { FieldControl } from '../shared/Field';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';
import { isAllowedLink } from './product-media.model';

/** What the description editor takes: the field's control, its name, the HTML and its change. */
export type RichTextProps = {
  control: FieldControl;
  label: string;
  value: string;
  onChange: (html: string) => void;
};

/**
 * The description's rich-text editor (TipTap): paragraphs, headings, bold, italic, lists and links,
 * written as HTML the server sanitises on save. Links take only web, mail and shop addresses.
 * Loaded by the back office only (the shop's pages never import admin/).
 */
export default function RichTextEditor(props: RichTextProps) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: false,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
    ],
    // The back office's CSP allows no inline style: the editor's own CSS lives in product-media.css.
    injectCSS: false,
    content: props.value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
        ...(props.control['aria-describedby']
          ? { 'aria-describedby': props.control['aria-describedby'] }
          : {}),
        ...(props.control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        class: 'input rich-text-area',
        id: props.control.id,
      },
    },
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A value set from outside (their changes taken after a 409, a reload) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (props.value !== current) editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  return (
    <div className="rich-text">
      <div className="rich-text-toolbar" role="toolbar" aria-label={M.editorToolbar}>
        <ToolButton
          label={M.bold}
          pressed={active?.bold}
          onClick={() => chain()?.toggleBold().run()}
        />
        <ToolButton
          label={M.italic}
          pressed={active?.italic}
          onClick={() => chain()?.toggleItalic().run()}
        />
        <ToolButton
          label={M.heading}
          pressed={active?.heading}
          onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          label={M.bulletList}
          pressed={active?.bulletList}
          onClick={() => chain()?.toggleBulletList().run()}
        />
        <ToolButton
          label={M.orderedList}
          pressed={active?.orderedList}
          onClick={() => chain()?.toggleOrderedList().run()}
        />
        <ToolButton label={M.link} pressed={active?.link} onClick={() => setLinking(true)} />
        {active?.link && <ToolButton label={M.unlink} onClick={() => chain()?.unsetLink().run()} />}
        <ToolButton label={M.undo} onClick={() => chain()?.undo().run()} />
        <ToolButton label={M.redo} onClick={() => chain()?.redo().run()} />
      </div>
      {linking && (
        <LinkForm
          initial={String(editor?.getAttributes('link').href ?? '')}
          onCancel={() => setLinking(false)}
          onApply={(href) => {
            setLinking(false);
            chain()?.extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton(props: { label: string; pressed?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button-small"
      aria-pressed={props.pressed === undefined ? undefined : props.pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/** The link address, checked before it is set (no javascript:, data: or other hosts' tricks). */
function LinkForm(props: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const apply = () => {
    if (!isAllowedLink(href)) {
      setInvalid(true);
      return;
    }
    props.onApply(href.trim());
  };
  return (
    <div className="rich-text-link">
      <label className="field-label" htmlFor={id}>
        {M.linkUrl}
      </label>
      <p className="field-hint" id={`${id}-hint`}>
        {M.linkPrompt}
      </p>
      <div className="row-actions">
        <input
          id={id}
          className="input"
          type="url"
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          aria-invalid={invalid ? true : undefined}
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            // Enter sets the link; it must not submit the product form around the editor.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') props.onCancel();
          }}
        />
        <button type="button" className="button button-small button-primary" onClick={apply}>
          {M.linkApply}
        </button>
        <button type="button" className="button button-small" onClick={props.onCancel}>
          {M.linkCancel}
        </button>
      </div>
      {invalid && (
        <p className="field-error" id={`${id}-error`}>
          {M.linkInvalid}
        </p>
      )}
    </div>
  );
}
