import { describe, expect, it } from 'vitest';
import { nextSlot, sendingGapMs } from './pace';

const now = 1_000_000;

describe('the moments to send', () => {
  it('gives the first at once and the next a gap later, so two in the same second both go', () => {
    const first = nextSlot(0, now, 8000);
    expect(first.answer).toEqual({ granted: true, at: now });
    const second = nextSlot(first.freeAt, now, 8000);
    expect(second.answer).toEqual({ granted: true, at: now + sendingGapMs });
    expect(sendingGapMs).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a moment further off than the message can wait, saying how long, and gives it to no one', () => {
    let freeAt = 0;
    const granted: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const { answer, freeAt: next } = nextSlot(freeAt, now, 8000);
      freeAt = next;
      if (answer.granted) granted.push(answer.at);
      else expect(answer.retryAfterSeconds).toBe(Math.ceil((freeAt - now) / 1000));
    }
    expect(granted).toHaveLength(Math.floor(8000 / sendingGapMs) + 1);
    expect(granted.at(-1)).toBeLessThanOrEqual(now + 8000);
  });

  it('starts afresh once the last moment has passed', () => {
    expect(nextSlot(now - 5000, now, 0).answer).toEqual({ granted: true, at: now });
  });
});
