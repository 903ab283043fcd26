import { describe, expect, it } from 'vitest';
import { loadWords } from '../src/content/load';
import { waitInWords } from './wait-words';

const { wait } = loadWords('contact', 'en').relay;
const count = (template: string, value: number) => template.replace('{count}', String(value));

describe('waitInWords', () => {
  it.each([
    [0.2, count(wait.seconds, 1)],
    [40, count(wait.seconds, 40)],
    [59.5, wait.minute],
    [60, wait.minute],
    [61, count(wait.minutes, 2)],
    [3540, count(wait.minutes, 59)],
    // Less than an hour, but more than 59 minutes: "1 hour", never "60 minutes".
    [3541, wait.hour],
    [3600, wait.hour],
    [3601, count(wait.hours, 2)],
    [86_400, count(wait.hours, 24)],
    // Past a day, days: an account's 30 days, the month's next share.
    [86_401, count(wait.days, 2)],
    [29.5 * 86_400, count(wait.days, 30)],
  ])('%d s is "%s"', (seconds, words) => {
    expect(waitInWords(seconds, wait)).toBe(words);
  });
});
