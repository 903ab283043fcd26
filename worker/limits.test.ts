import { describe, expect, it } from 'vitest';
import { loadWords } from '../src/content/load';
import { accountLimits } from '../src/forms/delivery/relay-protocol';
import { locales } from '../src/i18n/locales';
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
    const hours = Math.ceil(accountLimits.day / accountLimits.hour);
    for (let hourIndex = 0; hourIndex < hours; hourIndex += 1) times = sendMany(accountLimits.hour, start + hourIndex * hour, times);
    expect(times).toHaveLength(accountLimits.day);
    const refused = decide(times, start + hours * hour);
    expect(refused).toEqual({ allowed: false, per: 'day', most: accountLimits.day, retryAfterSeconds: (24 - hours) * 3600 });
    expect(decide(times, start + 24 * hour).allowed).toBe(true);
  });

  it('names the day, and waits for it, when the hour and the day are full and the day frees last', () => {
    // The day's messages, the last hour's among them: an hour's wait would only be refused again.
    const times = Array.from({ length: accountLimits.day }, (_, index) => start + index * 1000);
    const now = start + accountLimits.day * 1000;
    expect(decide(times, now)).toEqual({
      allowed: false,
      per: 'day',
      most: accountLimits.day,
      retryAfterSeconds: Math.ceil((start + 24 * hour - now) / 1000),
    });
  });

  it(`refuses the ${accountLimits.month + 1}th message of 30 days, the day's limit kept every day`, () => {
    let times: number[] = [];
    let day = 0;
    // As many as the hour and the day allow, every day, until 30 days' worth is reached.
    for (; times.length < accountLimits.month; day += 1) times = sendMany(accountLimits.day, start + day * 24 * hour, times);
    const now = start + day * 24 * hour;
    expect(decide(times, now)).toEqual({
      allowed: false,
      per: 'month',
      most: accountLimits.month,
      retryAfterSeconds: Math.ceil((start + 30 * 24 * hour - now) / 1000),
    });
    expect(decide(times, start + 30 * 24 * hour).allowed).toBe(true);
  });

  it('forgets times older than 30 days, and ignores times from the future (a clock set back)', () => {
    expect(recent([start - keptForMs('account'), start - 1000, start + 5000], start)).toEqual([start - 1000]);
  });
});

describe('the privacy notice', () => {
  it.each(locales)('says, in %s, how long an account’s count is kept: as long as the longest window', (locale) => {
    const days = keptForMs('account') / (24 * hour);
    expect(loadWords('privacy', locale).sharing.cloudflare).toMatch(new RegExp(`\\b${String(days)}\\b`));
  });
});
