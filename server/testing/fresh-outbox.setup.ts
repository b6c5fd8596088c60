import { beforeAll } from 'vitest';
import { outbox } from '../services/mail/mailer';

// Server test files share one module graph per worker (vitest.config.ts): each file starts with
// an empty outbox, so no file reads, or counts, the mail another file sent.
beforeAll(() => {
  outbox.length = 0;
});
