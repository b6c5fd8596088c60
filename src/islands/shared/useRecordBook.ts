import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import type { BookState, RecordBook } from '../../lib/mypage/record-book.store';

/** Opens a record list's store once (guard, flash, load) and answers its state. */
export function useRecordBook(book: RecordBook, settings: GuardSettings): BookState {
  useEffect(() => {
    void book.open(settings);
  }, [book, settings]);
  return useStore(book.$state);
}
