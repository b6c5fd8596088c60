import { beforeAll } from 'vitest';
import { testOutbox } from './jobs';

// Server test files share one module graph per worker (vitest.config.ts): each file starts with
// an empty outbox, so no file reads, or counts, the mail another file sent.
beforeAll(() => {
  testOutbox.length = 0;
});
