/**
 * The calendar file, read back by Mozilla's ical.js as calendar programs read it
 * (tests/support/calendar-file.ts): its events' occurrences equal the dates schedule.ts makes, which
 * the summary shows and the message counts; and RFC 5545's rules of writing hold.
 */
import { describe, expect, it } from 'vitest';
import { fillText } from '../../components/words/fill-text';
import { blankValues, type ContactValues, valuesInPlay } from '../../content/forms/tables';
import { type Locale, localeFacts, locales } from '../../i18n/locales';
import { dateValue, isoDate } from '../fields/date-time';
import { loadFormsWords } from '../words';
import { legDates, readCalendar } from '../../../tests/support/calendar-file';
import { rideDatesFor } from '../../../tests/support/ride-example';
import { type CalendarRequest, calendarFile } from './calendar-file';
import { weeksShownUntilCalled } from './schedule';

function date(month: number, day: number, year: number): string {
  return dateValue({ month: String(month), day: String(day), year: String(year) });
}

/** The issue's example: a round trip every Monday, Wednesday and Friday, across November 1, 2026's change of time. */
const dialysis: ContactValues = {
  ...blankValues('contact'),
  trip: 'roundTrip',
  repeats: 'yes',
  repeatEvery: 'week',
  repeatDays: 'monday,wednesday,friday',
  repeatEnds: 'onDate',
  repeatUntil: date(11, 13, 2026),
  pickupDate: date(10, 26, 2026),
  pickupTime: '8:45 AM',
  returnTime: '3:00 PM',
  pickupAddress: '1234 SE 47th Ter, Cape Coral, FL 33904',
  destination: 'Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
};

const phone = '1-800-555-0199';

/** What the page hands the worker once the form is sent: its values in play (no return time for a trip that has none). */
function request(values: ContactValues, locale: Locale = 'en'): CalendarRequest {
  const { confirmation } = loadFormsWords(locale);
  return {
    values: valuesInPlay('contact', values),
    reference: 'MR-7KQ4PX',
    words: { ...confirmation.calendar, reference: confirmation.reference },
    language: localeFacts[locale],
    phone,
    host: 'www.example.com',
    now: Date.UTC(2026, 9, 20, 14, 3),
  };
}

function fileOf(values: ContactValues, locale: Locale = 'en'): string {
  const file = calendarFile(request(values, locale));
  if (file === null) throw new Error('no file');
  return file;
}

/** The dates the summary shows and the message counts for the answers (schedule.ts), as ISO dates. */
function scheduled(values: ContactValues): string[] {
  return rideDatesFor(values, 'en').map(isoDate);
}

describe('a calendar file, as ical.js reads it', () => {
  it('a weekly round trip across November’s change of time: each leg on the scheduled dates, at the same time of day', () => {
    const events = readCalendar(fileOf(dialysis));
    expect(legDates(events, 'pickup')).toEqual(scheduled(dialysis));
    expect(legDates(events, 'return')).toEqual(scheduled(dialysis));
    const [pickup, back] = events;
    expect(pickup?.occurrences.slice(2, 4)).toEqual(['2026-10-30 08:45 -04:00', '2026-11-02 08:45 -05:00']);
    expect(back?.occurrences.at(-1)).toBe('2026-11-13 15:00 -05:00');
  });

  it('until the company is called, across March’s change of time: the first twelve weeks, and the description says so', () => {
    const values = { ...dialysis, trip: '', repeatDays: 'tuesday', repeatEnds: 'whenCalled', pickupDate: date(2, 2, 2027) };
    const [pickup, ...others] = readCalendar(fileOf(values));
    expect(others).toEqual([]);
    expect(pickup?.occurrences).toHaveLength(weeksShownUntilCalled);
    expect(pickup?.occurrences.slice(5, 7)).toEqual(['2027-03-09 08:45 -05:00', '2027-03-16 08:45 -04:00']);
    expect(legDates(readCalendar(fileOf(values)), 'pickup')).toEqual(scheduled(values));
    expect(pickup?.description).toContain(
      fillText(loadFormsWords('en').confirmation.calendar.untilCalled, { weeks: weeksShownUntilCalled }),
    );
  });

  it.each([
    [
      'every two weeks',
      { repeatEvery: 'twoWeeks', repeatDays: 'monday,sunday', pickupDate: date(12, 6, 2026), repeatUntil: date(2, 28, 2027) },
    ],
    [
      'the fifth Tuesday of the month',
      { repeatEvery: 'month', repeatDays: 'tuesday', pickupDate: date(12, 29, 2026), repeatUntil: date(7, 31, 2027) },
    ],
    [
      'two weekdays of the month',
      { repeatEvery: 'month', repeatDays: 'monday,wednesday', pickupDate: date(1, 4, 2027), repeatUntil: date(6, 30, 2027) },
    ],
    [
      'a first ride on a day not ticked',
      { repeatDays: 'monday,wednesday,friday', pickupDate: date(12, 3, 2026), repeatUntil: date(1, 29, 2027) },
    ],
    [
      'a monthly first ride on a day not ticked',
      { repeatEvery: 'month', repeatDays: 'friday', pickupDate: date(12, 3, 2026), repeatUntil: date(5, 31, 2027) },
    ],
    ['a last ride before the second', { repeatDays: 'monday', pickupDate: date(12, 1, 2026), repeatUntil: date(12, 6, 2026) }],
    ['no repeat', { repeats: 'no', pickupDate: date(12, 1, 2026) }],
  ])('%s: the events’ dates are the scheduled ones', (_, answers) => {
    const values = { ...dialysis, ...answers };
    const expected = scheduled(values);
    const events = readCalendar(fileOf(values));
    expect(legDates(events, 'pickup')).toEqual(expected);
    expect(legDates(events, 'return')).toEqual(expected);
  });

  it('a first ride on a day not ticked is an event of its own; the rule starts on the second ride', () => {
    const events = readCalendar(fileOf({ ...dialysis, pickupDate: date(10, 27, 2026) }));
    expect(events.map((event) => [event.uid, event.occurrences[0]])).toEqual([
      ['MR-7KQ4PX-pickup-first@www.example.com', '2026-10-27 08:45 -04:00'],
      ['MR-7KQ4PX-pickup@www.example.com', '2026-10-28 08:45 -04:00'],
      ['MR-7KQ4PX-return-first@www.example.com', '2026-10-27 15:00 -04:00'],
      ['MR-7KQ4PX-return@www.example.com', '2026-10-28 15:00 -04:00'],
    ]);
  });

  it('a ride with no time is a whole day, with the evening’s reminder only', () => {
    const [pickup, ...others] = readCalendar(fileOf({ ...dialysis, trip: '', pickupTime: '' }));
    expect(others).toEqual([]);
    expect(pickup?.occurrences[0]).toBe('2026-10-26');
    expect(pickup?.occurrences).toEqual(scheduled(dialysis));
    expect(pickup?.reminders).toEqual(['-PT300M']);
    expect(pickup?.summary).toBe(fillText(loadFormsWords('en').confirmation.calendar.pickupNoTime, { reference: 'MR-7KQ4PX' }));
  });

  it('no pickup date, no file', () => {
    expect(calendarFile(request({ ...dialysis, pickupDate: '' }))).toBeNull();
  });

  for (const locale of locales) {
    it(`${locale}: tentative, titled as a request, with the pickup as its place, the way, the rider, the reference and the phone`, () => {
      const { confirmation } = loadFormsWords(locale);
      const words = confirmation.calendar;
      const forSomeone = { ...dialysis, rideFor: 'someoneElse', riderName: 'María López-Núñez' };
      const [pickup, back] = readCalendar(fileOf(forSomeone, locale));
      const { am, pm } = localeFacts[locale].written;
      expect(pickup?.summary).toBe(fillText(words.pickup, { reference: 'MR-7KQ4PX', time: `8:45 ${am}` }));
      expect(back?.summary).toBe(fillText(words.returnPickup, { reference: 'MR-7KQ4PX', time: `3:00 ${pm}` }));
      expect([pickup?.status, back?.status]).toEqual(['TENTATIVE', 'TENTATIVE']);
      expect([pickup?.location, back?.location]).toEqual([dialysis.pickupAddress, dialysis.destination]);
      const common = [
        fillText(words.rider, { name: 'María López-Núñez' }),
        fillText(confirmation.reference, { reference: 'MR-7KQ4PX' }),
        fillText(words.notConfirmed, { phone }),
      ];
      expect(pickup?.description).toBe([fillText(words.goingTo, { place: dialysis.destination }), ...common].join('\n'));
      expect(back?.description).toBe([fillText(words.backTo, { place: dialysis.pickupAddress }), ...common].join('\n'));
      // 7 PM the evening before 8:45 AM, and an hour before; the return, an hour before only.
      expect(pickup?.reminders).toEqual(['-PT825M', '-PT60M']);
      expect(back?.reminders).toEqual(['-PT60M']);
    });
  }

  it('keeps its UIDs when made again, so a calendar replaces the events rather than doubling them', () => {
    const uids = (file: string) => readCalendar(file).map((event) => event.uid);
    const again = calendarFile({ ...request(dialysis), now: Date.UTC(2026, 9, 21) }) ?? '';
    expect(uids(again)).toEqual(uids(fileOf(dialysis)));
    expect(again).not.toBe(fileOf(dialysis));
  });
});

describe('a calendar file, as RFC 5545 writes one', () => {
  const odd = {
    ...dialysis,
    pickupAddress: 'Suite 4; Bldg B, 12 Palm Ct\\Rear\u0007 ',
    destination: 'Gulf Coast Medical Center, Ruta Ñandú – 9050 Colonial Center Dr, Fort Myers, “Tower 2”, 3rd floor, next to the pharmacy',
  };
  const file = fileOf(odd);
  const lines = file.split('\r\n');

  it('ends each line with CRLF and folds it at 75 octets, never inside a character', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolded, every character is whole again.
    expect(file.replaceAll('\r\n ', '')).toContain('Ruta Ñandú – 9050 Colonial Center Dr\\, Fort Myers\\, “Tower 2”');
  });

  it('escapes commas, semicolons and backslashes, and drops control characters', () => {
    const [pickup] = readCalendar(file);
    expect(pickup?.location).toBe('Suite 4; Bldg B, 12 Palm Ct\\Rear');
    expect(file.replaceAll('\r\n ', '')).toContain('LOCATION:Suite 4\\; Bldg B\\, 12 Palm Ct\\\\Rear\r\n');
  });

  it('has every property RFC 5545 requires, and the time zone its times name', () => {
    const unfolded = file.replaceAll('\r\n ', '').split('\r\n');
    for (const required of ['BEGIN:VCALENDAR', 'VERSION:2.0', 'END:VCALENDAR', 'BEGIN:VTIMEZONE', 'TZID:America/New_York'])
      expect(unfolded).toContain(required);
    expect(unfolded.some((line) => line.startsWith('PRODID:'))).toBe(true);
    const events = file.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    for (const event of events) {
      for (const property of ['UID:', 'DTSTAMP:20261020T140300Z', 'DTSTART;TZID=America/New_York:', 'STATUS:TENTATIVE'])
        expect(event).toContain(property);
      expect(event).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;WKST=MO;UNTIL=20261114T045959Z');
    }
  });
});
