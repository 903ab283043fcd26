import { describe, expect, it } from 'vitest';
import { localeFacts, locales } from '../../i18n/locales';
import { writtenDate, writtenTime } from './calendar';

const thursday = { year: 2026, month: 12, day: 3 };

describe('dates and times', () => {
  it('are written in each language from its own names', () => {
    expect(locales.map((locale) => writtenDate(thursday, localeFacts[locale]))).toEqual([
      'Thursday, December 3, 2026',
      'jueves, 3 de diciembre de 2026',
      'jedi 3 desanm 2026',
    ]);
    expect(
      locales.map((locale) => writtenDate({ year: 2026, month: 11, day: 23 }, localeFacts[locale], localeFacts[locale].written.longDate)),
    ).toEqual(['November 23, 2026', '23 de noviembre de 2026', '23 novanm 2026']);
    expect(locales.map((locale) => [writtenTime(0, 5, localeFacts[locale]), writtenTime(13, 30, localeFacts[locale])])).toEqual([
      ['12:05 AM', '1:30 PM'],
      ['12:05 a.m.', '1:30 p.m.'],
      ['12:05 AM', '1:30 PM'],
    ]);
  });

  // English and Spanish have calendars in every engine: the project's names for them are Intl's.
  it.each(['en', 'es'] as const)('name the days and months of %s as Intl does', (locale) => {
    const name = (options: Intl.DateTimeFormatOptions, day: number, month = 0) =>
      new Intl.DateTimeFormat(`${locale}-US`, { ...options, timeZone: 'UTC' }).format(Date.UTC(2026, month, day));
    // 1 November 2026 is a Sunday.
    expect(localeFacts[locale].written.weekdays).toEqual(Array.from({ length: 7 }, (_, index) => name({ weekday: 'long' }, index + 1, 10)));
    expect(localeFacts[locale].written.months).toEqual(Array.from({ length: 12 }, (_, index) => name({ month: 'long' }, 1, index)));
  });
});
