import { describe, expect, it } from 'vitest';
import { fillText } from '../../components/words/fill-text';
import { blankValues, type ContactValues } from '../../content/forms/tables';
import { localeFacts, locales } from '../../i18n/locales';
import { dateValue, isoDate } from '../fields/date-time';
import { loadFormsWords } from '../words';
import { exampleRide, exampleRideCount } from '../../../tests/support/ride-example';
import { datesLine, datesSummary } from './dates-text';
import { type RidePlan, rideDates, rideDatesOf, ridePlan, weeksShownUntilCalled } from './schedule';

const english = localeFacts.en;

/** A repeating ride's answers, as the form holds them, in English's order of a date's parts. */
function repeating(answers: Partial<ContactValues>): ContactValues {
  return { ...blankValues('contact'), repeats: 'yes', repeatEvery: 'week', repeatEnds: 'onDate', ...answers };
}

function date(month: number, day: number, year: number): string {
  return dateValue({ month: String(month), day: String(day), year: String(year) });
}

function planOf(answers: Partial<ContactValues>): RidePlan {
  const plan = ridePlan(repeating(answers), english.dateOrder);
  if (plan === null) throw new Error('no plan');
  return plan;
}

function isoDatesOf(answers: Partial<ContactValues>): string[] {
  return [...rideDatesOf(planOf(answers))].map(isoDate);
}

describe('a repeating ride’s dates', () => {
  it('start on the pickup date, then each ticked day, every week, to the last ride’s date', () => {
    expect(isoDatesOf({ repeatDays: 'tuesday,thursday', pickupDate: date(12, 1, 2026), repeatUntil: date(12, 15, 2026) })).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
    ]);
  });

  it('keep a pickup date on a day not ticked as the first ride, and say so', () => {
    const plan = planOf({
      repeatDays: 'monday,wednesday,friday',
      pickupDate: exampleRide.pickupDate,
      repeatUntil: exampleRide.repeatUntil,
    });
    const dates = rideDates(plan, '2026-11-23');
    expect(dates.count).toBe(exampleRideCount);
    expect(dates.firstFew.map(isoDate)).toEqual(['2037-12-03', '2037-12-04', '2037-12-07']);
    expect(isoDate(dates.last)).toBe('2038-03-31');
    expect(dates.firstOffDays).toBe(true);
  });

  it('every two weeks: the weeks counted from the first ride’s, which start on Monday', () => {
    // Sunday, December 6, 2026 is in the week of Monday, November 30.
    expect(
      isoDatesOf({ repeatEvery: 'twoWeeks', repeatDays: 'monday,sunday', pickupDate: date(12, 6, 2026), repeatUntil: date(1, 4, 2027) }),
    ).toEqual(['2026-12-06', '2026-12-14', '2026-12-20', '2026-12-28', '2027-01-03']);
  });

  it('every month: the same place of the weekday, so a fifth Tuesday skips the months without one', () => {
    expect(
      isoDatesOf({ repeatEvery: 'month', repeatDays: 'tuesday', pickupDate: date(12, 29, 2026), repeatUntil: date(7, 31, 2027) }),
    ).toEqual(['2026-12-29', '2027-03-30', '2027-06-29']);
    // The first Monday and the first Wednesday of each month, from the first Monday of January.
    expect(
      isoDatesOf({ repeatEvery: 'month', repeatDays: 'monday,wednesday', pickupDate: date(1, 4, 2027), repeatUntil: date(3, 31, 2027) }),
    ).toEqual(['2027-01-04', '2027-01-06', '2027-02-01', '2027-02-03', '2027-03-01', '2027-03-03']);
  });

  it(`until the company is called: the first ${String(weeksShownUntilCalled)} weeks`, () => {
    const dates = isoDatesOf({ repeatDays: 'tuesday', repeatEnds: 'whenCalled', pickupDate: date(2, 2, 2027) });
    expect(dates).toHaveLength(weeksShownUntilCalled);
    expect(dates.at(-1)).toBe('2027-04-20');
  });

  it('end before the second ride: one ride; before the first: none', () => {
    const one = rideDates(planOf({ repeatDays: 'monday', pickupDate: date(12, 1, 2026), repeatUntil: date(12, 6, 2026) }), '2026-11-23');
    expect([one.count, one.endsBeforeSecond, one.endsBeforeFirst]).toEqual([1, true, false]);
    const none = rideDates(planOf({ repeatDays: 'monday', pickupDate: date(12, 1, 2026), repeatUntil: date(11, 30, 2026) }), '2026-11-23');
    expect([none.count, none.endsBeforeFirst]).toEqual([0, true]);
  });

  it('make no plan while the ride does not repeat, or no pickup date, how often or day is given', () => {
    const whole = { repeatDays: 'monday', pickupDate: date(12, 1, 2026) };
    expect(ridePlan(repeating(whole), english.dateOrder)).not.toBeNull();
    expect(ridePlan(repeating({ ...whole, repeats: 'no' }), english.dateOrder)).toBeNull();
    expect(ridePlan(repeating({ ...whole, pickupDate: date(12, 1, 26) }), english.dateOrder)).toBeNull();
    expect(ridePlan(repeating({ ...whole, repeatEvery: '' }), english.dateOrder)).toBeNull();
    expect(ridePlan(repeating({ ...whole, repeatDays: '' }), english.dateOrder)).toBeNull();
  });
});

describe('the dates in words', () => {
  const example = repeating({ ...exampleRide });

  for (const locale of locales) {
    const language = localeFacts[locale];
    const words = loadFormsWords(locale);
    const { pickupDate, repeatUntil } = words.contact.fields;
    const summaryWords = { dates: words.rideDetails.dates, past: pickupDate.errors.past, tooEarly: repeatUntil.errors.tooEarly };
    // A date's parts are kept by name: the same values read alike in every language's order.
    const values = example;

    it(`${locale}: the summary counts the rides, names the first three and the last, the day not ticked and the return time`, () => {
      const summary = datesSummary(values, summaryWords, language, '2026-11-23');
      const { written } = language;
      const dayDate = (weekday: number, day: number) =>
        fillText(written.dayDate, { weekday: written.weekdays[weekday] ?? '', month: written.months[11], day });
      const first = summary[0] ?? '';
      expect(first).toContain(fillText(words.rideDetails.dates.rides, { count: exampleRideCount }));
      expect(first).toContain([dayDate(4, 3), dayDate(5, 4), dayDate(1, 7)].join('; '));
      expect(first).toContain(fillText(written.date, { weekday: written.weekdays[3], day: 31, month: written.months[2], year: 2038 }));
      expect(summary[1]?.toLowerCase()).toBe(fillText(words.rideDetails.dates.firstOffDays, { date: dayDate(4, 3) }).toLowerCase());
      expect(summary[2]).toContain(language.written.pm);
      // Each sentence opens with a capital, a date's weekday included ("Jedi", "Jueves").
      expect(summary.filter((sentence) => sentence !== sentence.charAt(0).toUpperCase() + sentence.slice(1))).toEqual([]);
      // "1:30 p.m." ends its sentence with its own full stop.
      expect(summary.join(' ')).not.toContain('..');
    });

    it(`${locale}: plain words where the answers do not fit together, and what to fill in before they make dates`, () => {
      expect(datesSummary({ ...values, pickupDate: date(11, 22, 2026) }, summaryWords, language, '2026-11-23')).toEqual([
        pickupDate.errors.past,
      ]);
      expect(datesSummary({ ...values, repeatUntil: date(12, 1, 2037) }, summaryWords, language, '2026-11-23')).toEqual([
        repeatUntil.errors.tooEarly,
      ]);
      const one = datesSummary({ ...values, repeatUntil: date(12, 3, 2037) }, summaryWords, language, '2026-11-23');
      expect(one).toContain(words.rideDetails.dates.endsBeforeSecond);
      expect(one[0]).toContain(words.rideDetails.dates.rideOne);
      expect(datesSummary({ ...values, repeatDays: '' }, summaryWords, language, '2026-11-23')).toEqual([words.rideDetails.dates.waiting]);
      expect(datesSummary({ ...values, repeats: 'no' }, summaryWords, language, '2026-11-23')).toEqual([]);
      const untilCalled = datesSummary({ ...values, repeatEnds: 'whenCalled' }, summaryWords, language, '2026-11-23');
      expect(untilCalled[0]).toContain(String(weeksShownUntilCalled));
    });
  }

  it('the message’s line carries the summary’s count, first and last date, in the office’s words', () => {
    const { dates } = loadFormsWords('en').rideDetails;
    expect(datesLine(example, dates, english)).toBe(
      `${dates.lineLabel}: ${fillText(dates.line, {
        rides: fillText(dates.rides, { count: exampleRideCount }),
        first: 'Thursday, December 3, 2037',
        last: 'Wednesday, March 31, 2038',
      })}`,
    );
    const untilCalled = datesLine({ ...example, repeatEnds: 'whenCalled' }, dates, english) ?? '';
    const count = [...rideDatesOf(planOf({ ...example, repeatEnds: 'whenCalled' }))].length;
    expect(untilCalled).toBe(
      `${dates.lineLabel}: ${fillText(dates.lineUntilCalled, {
        rides: fillText(dates.rides, { count }),
        weeks: weeksShownUntilCalled,
        first: 'Thursday, December 3, 2037',
      })}`,
    );
    expect(datesLine({ ...example, repeats: 'no' }, dates, english)).toBeUndefined();
  });
});
