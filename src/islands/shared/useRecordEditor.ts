import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import type { EditorMode, EditorState, RecordEditor } from '../../lib/mypage/record-editor.store';

/** Opens a record form's store once (guard, then the record) and answers its state. */
export function useRecordEditor<F extends object, B>(
  editor: RecordEditor<F, B>,
  settings: GuardSettings,
  mode: EditorMode = 'edit',
): EditorState<F, B> {
  useEffect(() => {
    void editor.open(settings, mode);
  }, [editor, settings, mode]);
  return useStore(editor.$state);
}
