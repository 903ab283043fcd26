import { describe, expect, it } from 'vitest';
import { accountLimits } from '../src/forms/delivery/relay-protocol';
import { decide, keptForMs, recent } from './limits';

const minute = 60_000;
const hour = 60 * minute;
const start = Date.UTC(2026, 10, 27, 9, 0, 0);

/** Sends `count` messages a minute apart from `from`, as far as the limit lets them; the times that went. */
function sendMany(count: number, from: number, earlier: number[] = []): number[] {
  const times = [...earlier];
  for (let index = 0; index < count; index += 1) {
    const now = from + index * minute;
    if (decide(times, now).allowed) times.push(now);
  }
  return times;
}

describe('the limit per account', () => {
  it(`lets ${accountLimits.hour} messages through in an hour and refuses the next, saying when the first leaves the hour`, () => {
    const times = sendMany(accountLimits.hour, start);
    expect(times).toHaveLength(accountLimits.hour);
    const now = start + 10 * minute;
    expect(decide(times, now)).toEqual({ allowed: false, per: 'hour', most: accountLimits.hour, retryAfterSeconds: 50 * 60 });
  });

  it('allows the next one once the first is an hour old', () => {
    const times = sendMany(accountLimits.hour, start);
    expect(decide(times, start + hour - 1000).allowed).toBe(false);
    expect(decide(times, start + hour).allowed).toBe(true);
  });

  it(`refuses the ${accountLimits.day + 1}th message of a day, for as long as the day's first is less than a day old`, () => {
    let times: number[] = [];
    // Five an hour, every hour: the hourly limit never bites, the daily one does.
    for (let hourIndex = 0; hourIndex < 6; hourIndex += 1) times = sendMany(accountLimits.hour, start + hourIndex * hour, times);
    expect(times).toHaveLength(accountLimits.day);
    const refused = decide(times, start + 6 * hour);
    expect(refused).toEqual({ allowed: false, per: 'day', most: accountLimits.day, retryAfterSeconds: 18 * 3600 });
    expect(decide(times, start + keptForMs).allowed).toBe(true);
  });

  it('names the hour when both are full and the hour frees first', () => {
    const times = Array.from({ length: accountLimits.day }, (_, index) => start + index * 1000);
    const answer = decide(times, start + accountLimits.day * 1000);
    expect(answer).toMatchObject({ allowed: false, per: 'hour' });
  });

  it('forgets times older than a day, and ignores times from the future (a clock set back)', () => {
    expect(recent([start - keptForMs, start - 1000, start + 5000], start)).toEqual([start - 1000]);
  });
});
