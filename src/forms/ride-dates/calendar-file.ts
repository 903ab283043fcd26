/**
 * A ride request as a calendar file (RFC 5545, `.ics`), made in the visitor's browser from what
 * was sent (requirement BOOK-CALENDAR): one event for the pickup and one for a round trip's return
 * pickup, each repeating by a rule that makes the same dates as schedule.ts; times in the
 * company's time zone, so a weekly 8:45 AM ride stays at 8:45 AM across the changes of daylight
 * saving time; tentative, with the reference and the phone number to confirm, change or cancel;
 * a reminder the evening before and an hour before; UIDs from the reference, so saving the file
 * again replaces its events rather than doubling them. Pure: calendar-worker.ts runs it.
 */
import { writtenTime } from '../../components/words/calendar';
import { fillText } from '../../components/words/fill-text';
import type { FormsWords } from '../../content/contact/forms-words-schema';
import type { ContactValues } from '../../content/forms/tables';
import type { LocaleFacts } from '../../i18n/locales';
import { type CalendarDate, datePartsOf, isoDate, readDate, readTime } from '../fields/date-time';
import { isBlank, sendable } from '../fields/text';
import { addDays, lastDayOf, placeInMonth, type RidePlan, rideDates, ridePlan, weekdayOf, weeksShownUntilCalled } from './schedule';

/** The words of the file: its events' titles and descriptions, with the confirmation's reference line. */
export type CalendarWords = FormsWords['confirmation']['calendar'] & Pick<FormsWords['confirmation'], 'reference'>;

/** Everything the file is made from, as the page hands it to the worker. */
export interface CalendarRequest {
  /** The form's values as they were sent, those not in play empty (tables.ts `valuesInPlay`): no return time for a one-way trip. */
  values: ContactValues;
  reference: string;
  words: CalendarWords;
  /** The page's language: its words for times, its order of a date's parts. */
  language: LocaleFacts;
  /** The company's phone number, as people read it. */
  phone: string;
  /** The site's host name, which makes each event's UID its own. */
  host: string;
  /** When the file is made (DTSTAMP), in milliseconds. */
  now: number;
}

const timeZone = 'America/New_York';

/** The time zone's rules since 2007, as calendar programs read them. */
const timeZoneLines = [
  'BEGIN:VTIMEZONE',
  `TZID:${timeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The days of the week as a rule names them, Sunday first as `Date` counts them. */
const ruleDays = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The day of the month of a month's first Sunday on or after `from`. */
function sundayFrom(year: number, month: number, from: number): number {
  return from + ((7 - weekdayOf({ year, month, day: from })) % 7);
}

/** Whether a day ends in daylight saving time in Florida: from March's second Sunday to the day before November's first. */
function endsInDaylightTime(date: CalendarDate): boolean {
  const { year } = date;
  const day = isoDate(date);
  return (
    day >= isoDate({ year, month: 3, day: sundayFrom(year, 3, 8) }) && day < isoDate({ year, month: 11, day: sundayFrom(year, 11, 1) })
  );
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** "20261026", a date as the file writes one. */
function dateText(date: CalendarDate): string {
  return isoDate(date).replaceAll('-', '');
}

/** The end of a ride's day in Florida, in UTC: where a timed rule ends (RFC 5545 asks a rule of zoned times to end in UTC). */
function endOfDayUtc(date: CalendarDate): string {
  const next = addDays(date, 1);
  return `${dateText(next)}T0${endsInDaylightTime(date) ? '3' : '4'}5959Z`;
}

/** Text as a property's value: backslashes, semicolons, commas and line breaks escaped, control characters dropped. */
function escaped(text: string): string {
  return text
    .replace(/\r\n?|[\n\u2028\u2029]/gu, '\n')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/gu, '')
    .replace(/[\\;,]/gu, (sign) => `\\${sign}`)
    .replaceAll('\n', '\\n');
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets, never inside a character: each further line starts with a space. */
function folded(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** One leg of the ride: the pickup, or the return pickup. */
interface Leg {
  id: 'pickup' | 'return';
  /** Minutes after midnight; null for a ride with no time given, a whole day. */
  minutes: number | null;
  title: string;
  location: string;
  description: string;
  /** Reminders, minutes before the start. */
  reminders: readonly number[];
}

/** The minutes of a time field's value, where it holds one. */
function minutesOf(value: string): number | null {
  const reading = readTime(value);
  return reading.ok ? reading.time.hours * 60 + reading.time.minutes : null;
}

/** Where a leg's events start: "DTSTART;TZID=America/New_York:20261026T084500", or a whole day's date. */
function startLine(date: CalendarDate, minutes: number | null): string {
  return minutes === null
    ? `DTSTART;VALUE=DATE:${dateText(date)}`
    : `DTSTART;TZID=${timeZone}:${dateText(date)}T${twoDigits(Math.floor(minutes / 60))}${twoDigits(minutes % 60)}00`;
}

/** The rule of a plan's rides from the event's first: every week or two on the ticked days, or every month at the first ride's place. */
function ruleLine(plan: RidePlan, minutes: number | null): string {
  const last = lastDayOf(plan);
  const until = minutes === null ? dateText(last) : endOfDayUtc(last);
  const days = plan.weekdays.toSorted((one, other) => ((one + 6) % 7) - ((other + 6) % 7));
  const rule =
    plan.every === 'month'
      ? `FREQ=MONTHLY;BYDAY=${days.map((day) => `${String(placeInMonth(plan.first))}${ruleDays[day] ?? ''}`).join(',')}`
      : `FREQ=WEEKLY;INTERVAL=${plan.every === 'twoWeeks' ? '2' : '1'};BYDAY=${days.map((day) => ruleDays[day] ?? '').join(',')};WKST=MO`;
  return `RRULE:${rule};UNTIL=${until}`;
}

/** One event of a leg: on `date`, repeating by `rule` where given. */
function eventLines(leg: Leg, uid: string, date: CalendarDate, rule: string | null, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    startLine(date, leg.minutes),
    leg.minutes === null ? 'DURATION:P1D' : 'DURATION:PT30M',
    ...(rule === null ? [] : [rule]),
    `SUMMARY:${escaped(leg.title)}`,
    ...(leg.location === '' ? [] : [`LOCATION:${escaped(leg.location)}`]),
    `DESCRIPTION:${escaped(leg.description)}`,
    'STATUS:TENTATIVE',
    ...leg.reminders.flatMap((before) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escaped(leg.title)}`,
      `TRIGGER:-PT${String(before)}M`,
      'END:VALARM',
    ]),
    'END:VEVENT',
  ];
}

/** "20261020T140300Z", a moment in UTC. */
function stampOf(now: number): string {
  return `${new Date(now).toISOString().slice(0, 19).replaceAll(/[-:]/gu, '')}Z`;
}

/**
 * The file for a ride request, or null for one without a pickup date (the page says why). A first
 * ride on a day not ticked is an event of its own, and the rule starts on the second ride: RFC 5545
 * leaves a first event outside its own rule undefined, and calendar programs differ on it.
 */
export function calendarFile({ values, reference, words, language, phone, host, now }: CalendarRequest): string | null {
  const pickup = readDate(datePartsOf(values.pickupDate), language.dateOrder);
  if (!pickup.ok || pickup.date === null) return null;
  const first = pickup.date;
  const plan = ridePlan(values, language.dateOrder);
  const dates = plan === null ? null : rideDates(plan, '');
  const given = (value: string) => (isBlank(value) ? '' : sendable(value));
  const [from, to] = [given(values.pickupAddress), given(values.destination)];
  const time = (minutes: number) => writtenTime(Math.floor(minutes / 60), minutes % 60, language);
  const rider = given(values.riderName);
  const description = (place: string) =>
    [
      place,
      rider === '' ? '' : fillText(words.rider, { name: rider }),
      fillText(words.reference, { reference }),
      plan?.until === null ? fillText(words.untilCalled, { weeks: weeksShownUntilCalled }) : '',
      fillText(words.notConfirmed, { phone }),
    ]
      .filter((line) => line !== '')
      .join('\n');
  const pickupMinutes = minutesOf(values.pickupTime);
  const legs: Leg[] = [
    {
      id: 'pickup',
      minutes: pickupMinutes,
      title:
        pickupMinutes === null
          ? fillText(words.pickupNoTime, { reference })
          : fillText(words.pickup, { reference, time: time(pickupMinutes) }),
      location: from,
      description: description(to === '' ? '' : fillText(words.goingTo, { place: to })),
      // The evening before at 7 PM, and an hour before; a whole day's ride has only the evening's.
      reminders: pickupMinutes === null ? [5 * 60] : [5 * 60 + pickupMinutes, 60],
    },
  ];
  const returnMinutes = minutesOf(values.returnTime);
  if (returnMinutes !== null)
    legs.push({
      id: 'return',
      minutes: returnMinutes,
      title: fillText(words.returnPickup, { reference, time: time(returnMinutes) }),
      location: to,
      description: description(from === '' ? '' : fillText(words.backTo, { place: from })),
      // The pickup's evening reminder covers the day: a second one that evening would only repeat it.
      reminders: [60],
    });
  const stamp = stampOf(now);
  const events = legs.flatMap((leg) => {
    const uid = (part: string) => `${reference}-${leg.id}${part}@${host}`;
    if (plan === null || dates === null || dates.count < 2) return eventLines(leg, uid(''), first, null, stamp);
    if (!dates.firstOffDays) return eventLines(leg, uid(''), first, ruleLine(plan, leg.minutes), stamp);
    const second = dates.second ?? first;
    return [...eventLines(leg, uid('-first'), first, null, stamp), ...eventLines(leg, uid(''), second, ruleLine(plan, leg.minutes), stamp)];
  });
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Ride request//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneLines,
    ...events,
    'END:VCALENDAR',
  ]
    .map(folded)
    .join('\r\n')}\r\n`;
}
