import { describe, expect, it } from 'vitest';
import { besideLine } from './edit-to-live';

describe('the line of the price edits made while a channel is built whole', () => {
  it('is ok only when every edit was live in the others within the target and before that build ended', () => {
    const figure = { channel: 'wa', others: [3.4, 2.1], beforeWholeEnded: true, whole: 21.6 };
    expect(besideLine(figure, 5)).toBe(
      'price edits while wa is built whole: live in the other channels in 3.4s, 2.1s (target ≤ 5s, before it ended: ok); in wa after 21.6s',
    );
    expect(besideLine({ ...figure, others: [5.2, 2.1] }, 5)).toMatch(/: OVER\); in wa/);
    expect(besideLine({ ...figure, beforeWholeEnded: false }, 5)).toMatch(
      /NOT before it ended: OVER/,
    );
  });
});
