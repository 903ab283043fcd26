/**
 * Dates and times as a visitor types them, read the same way in every browser: a date in three
 * plain text parts (month, day and year, in the page's order) and a time in one plain text field
 * ("8:45 AM", "845pm", "20:45"). Pure: the checks (`checks.ts`) name what is wrong, the composer
 * (`compose.ts`) writes what was read.
 */
import type { DateOrder, DatePart } from '../../i18n/locales';

export type { DateOrder, DatePart };

/** A date field's three parts as typed, each any text. */
export type DateParts = Readonly<Record<DatePart, string>>;

export const emptyDateParts: DateParts = { month: '', day: '', year: '' };

/** A date read in full: the month 1-12, the day of that month. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A time of day read in full, on the 24-hour clock. */
interface ClockTime {
  hours: number;
  minutes: number;
}

/**
 * What is wrong with a date: `format`, a part missing or not a number; `year`, a year not of 4
 * digits ("26"); `notReal`, a month or day that does not exist (2 30 2026); `past`, before today;
 * `tooEarly`, before the date it follows (the last ride before the first).
 */
export type DateFault = 'format' | 'year' | 'notReal' | 'past' | 'tooEarly';

/**
 * What is wrong with a time: `format`, not a time at all; `amPm`, an hour from 1 to 12 without AM
 * or PM ("8:45"), which could be morning or evening; `notReal`, an hour or minute a clock does not show ("8:75").
 */
export type TimeFault = 'format' | 'amPm' | 'notReal';

/** The `name` (and id suffix) of a date part's input: "pickupDate-month". */
export function datePartName(field: string, part: DatePart): string {
  return `${field}-${part}`;
}

/**
 * A date field's value, as the form keeps it (and its draft stores it): "" when every part is
 * empty, otherwise the parts as typed, as JSON.
 */
export function dateValue(parts: DateParts): string {
  return parts.month === '' && parts.day === '' && parts.year === ''
    ? ''
    : JSON.stringify({ month: parts.month, day: parts.day, year: parts.year });
}

/**
 * The parts of a date field's value. A value of any other shape gives empty parts, except a date
 * as the browser's own date input gave it ("2026-12-03"), from a draft kept before the parts
 * were: it is read into them.
 */
export function datePartsOf(value: string): DateParts {
  const legacy = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (legacy !== null) {
    const [, year = '', month = '', day = ''] = legacy;
    return { month: String(Number(month)), day: String(Number(day)), year };
  }
  try {
    const saved: unknown = JSON.parse(value);
    if (typeof saved !== 'object' || saved === null) return emptyDateParts;
    const { month, day, year } = saved as Record<string, unknown>;
    if (typeof month !== 'string' || typeof day !== 'string' || typeof year !== 'string') return emptyDateParts;
    return { month, day, year };
  } catch {
    return emptyDateParts;
  }
}

/**
 * A whole date typed or pasted into one part, in the page's order: eight digits ("12152026"), or
 * three runs of digits split by slashes, dashes, dots or spaces ("12/15/2026", "12 15 26").
 * Null when the text is not one.
 */
export function wholeDate(text: string, order: DateOrder): DateParts | null {
  const trimmed = text.trim();
  let runs: string[];
  if (/^\d{8}$/.test(trimmed)) {
    let at = 0;
    runs = order.map((part) => {
      const length = part === 'year' ? 4 : 2;
      at += length;
      return trimmed.slice(at - length, at);
    });
  } else {
    runs = trimmed.split(/\s*[/.-]\s*|\s+/);
    if (runs.length !== 3 || !runs.every((run) => /^\d+$/.test(run))) return null;
  }
  const [first = '', second = '', third = ''] = runs;
  const [a, b, c] = order;
  return { ...emptyDateParts, [a]: first, [b]: second, [c]: third };
}

/**
 * The parts as they are to be read: a whole date typed into the first part while the others are
 * empty is spread over the three, so nothing typed is lost or read differently after a blur.
 */
export function spreadDate(parts: DateParts, order: DateOrder): DateParts {
  const [first, ...rest] = order;
  if (rest.some((part) => parts[part].trim() !== '')) return parts;
  return wholeDate(parts[first], order) ?? parts;
}

function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type DateReading =
  { ok: true; date: CalendarDate | null } | { ok: false; fault: Exclude<DateFault, 'past' | 'tooEarly'>; part: DatePart };

/**
 * A date field's parts read as a date: null when every part is empty, otherwise a whole, real
 * date or what is wrong, with the first part to put right (in the page's order).
 */
export function readDate(parts: DateParts, order: DateOrder): DateReading {
  const spread = spreadDate(parts, order);
  const trimmed: Record<DatePart, string> = { month: spread.month.trim(), day: spread.day.trim(), year: spread.year.trim() };
  if (order.every((part) => trimmed[part] === '')) return { ok: true, date: null };
  const unreadable = order.find((part) => !/^\d+$/.test(trimmed[part]));
  if (unreadable !== undefined) return { ok: false, fault: 'format', part: unreadable };
  if (trimmed.year.length !== 4) return { ok: false, fault: 'year', part: 'year' };
  const [year, month, day] = [Number(trimmed.year), Number(trimmed.month), Number(trimmed.day)];
  if (month < 1 || month > 12) return { ok: false, fault: 'notReal', part: 'month' };
  if (day < 1 || day > daysIn(month, year)) return { ok: false, fault: 'notReal', part: 'day' };
  return { ok: true, date: { year, month, day } };
}

/** A date as an ISO date string, "2026-12-03", for comparing. */
export function isoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export type TimeReading = { ok: true; time: ClockTime } | { ok: false; fault: TimeFault };

/**
 * A time as a visitor may type it, case and spaces forgiven: "8:45 AM", "8:45am", "8:45 a.m.",
 * "8.45 pm", "845pm", "8 am", "08:45 PM", "12 pm" (noon); or on the 24-hour clock, "20:45",
 * "0:30". An hour from 1 to 12 without AM or PM is refused as ambiguous.
 */
export function readTime(text: string): TimeReading {
  const squeezed = text.trim().toLowerCase().replace(/\s+/gu, '');
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?(?:(a|p)\.?m\.?)?$/u.exec(squeezed);
  if (match === null) return { ok: false, fault: 'format' };
  const [, hourText = '', minuteText = '00', period] = match;
  const [hours, minutes] = [Number(hourText), Number(minuteText)];
  if (minutes > 59) return { ok: false, fault: 'notReal' };
  if (period !== undefined) {
    if (hours < 1 || hours > 12) return { ok: false, fault: 'notReal' };
    return { ok: true, time: { hours: (hours % 12) + (period === 'p' ? 12 : 0), minutes } };
  }
  if (hours > 23) return { ok: false, fault: 'notReal' };
  if (hours >= 1 && hours <= 12) return { ok: false, fault: 'amPm' };
  return { ok: true, time: { hours, minutes } };
}
