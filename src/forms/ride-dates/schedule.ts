/**
 * A repeating ride's dates, as the form's answers make them (requirement BOOK-DATES). The first
 * ride is on the pickup date, kept first even on a day not ticked, as a calendar keeps its first
 * event; then each ticked day every week, every other week counted from the first ride's week
 * (weeks start on Monday), or every month on the same place of the weekday as the first ride ("the
 * fifth Tuesday": a month without one has no ride); up to the last ride's date, or over twelve
 * weeks for a repeat that goes on until the company is called. Pure: the summary under the pickup
 * date, the message's line and the calendar file all read it, so they count the same rides.
 */
import type { DateOrder } from '../../i18n/locales';
import { type CalendarDate, datePartsOf, isoDate, readDate } from '../fields/date-time';
import { choicesOf } from '../fields/lists';
import type { ContactValues } from '../../content/forms/tables';
import { weekDays } from '../../content/forms/values';

/** How often a ride repeats, as the form's `repeatEvery` answers. */
type RepeatEvery = 'week' | 'twoWeeks' | 'month';

/** A repeating ride's answers, read whole. */
export interface RidePlan {
  /** The first ride: the pickup date. */
  first: CalendarDate;
  every: RepeatEvery;
  /** The ticked days, as `Date` counts them (Sunday 0), Monday first. */
  weekdays: readonly number[];
  /** The last ride's date, or null for a repeat that goes on until the company is called. */
  until: CalendarDate | null;
}

/** How far a repeat that ends when the company is called is written out: the summary's dates, the calendar's events. */
export const weeksShownUntilCalled = 12;

const dayLength = 86_400_000;

/**
 * A date as a number of days since January 1, 1970, to step through the calendar with plain sums.
 * A month past December is the next year's (`Date.UTC` carries it over).
 */
function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / dayLength;
}

function dateOf(days: number): CalendarDate {
  const date = new Date(days * dayLength);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The day of the week of a day number, as `Date` counts them: January 1, 1970 was a Thursday (4). */
function weekdayOfDay(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

export function weekdayOf(date: CalendarDate): number {
  return weekdayOfDay(dayNumber(date));
}

/** Where a date's weekday falls in its month: 1 for the first Tuesday, 5 for the fifth. */
export function placeInMonth(date: CalendarDate): number {
  return Math.ceil(date.day / 7);
}

/** The date `days` days after `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dateOf(dayNumber(date) + days);
}

/**
 * A repeating ride's answers read whole, or null while the ride does not repeat or they do not make
 * dates yet: a pickup date that is not whole, no "how often", no day ticked. A last ride's date
 * that is not whole counts as none yet, so the dates show while it is typed.
 */
export function ridePlan(
  values: Readonly<Pick<ContactValues, 'repeats' | 'repeatEvery' | 'repeatDays' | 'repeatEnds' | 'repeatUntil' | 'pickupDate'>>,
  order: DateOrder,
): RidePlan | null {
  const dateIn = (value: string) => {
    const reading = readDate(datePartsOf(value), order);
    return reading.ok ? reading.date : null;
  };
  const first = dateIn(values.pickupDate);
  const days: readonly string[] = weekDays;
  const weekdays = choicesOf(values.repeatDays).flatMap((day) => (days.includes(day) ? [(days.indexOf(day) + 1) % 7] : []));
  const every = values.repeatEvery;
  if (
    values.repeats !== 'yes' ||
    first === null ||
    weekdays.length === 0 ||
    (every !== 'week' && every !== 'twoWeeks' && every !== 'month')
  )
    return null;
  return { first, every, weekdays, until: values.repeatEnds === 'onDate' ? dateIn(values.repeatUntil) : null };
}

/** The last day a plan's rides are written out to: its last ride's date, or the end of its first twelve weeks. */
export function lastDayOf(plan: RidePlan): CalendarDate {
  return plan.until ?? addDays(plan.first, weeksShownUntilCalled * 7 - 1);
}

/** The days after `first`, up to `last`, that a monthly plan rides on: in each month, its ticked days at the first ride's place. */
function* monthlyDays(plan: RidePlan, first: number, last: number): Generator<number> {
  const place = placeInMonth(plan.first);
  const { year } = plan.first;
  for (let month = plan.first.month; dayNumber({ year, month, day: 1 }) <= last; month += 1) {
    const start = dayNumber({ year, month, day: 1 });
    const end = dayNumber({ year, month: month + 1, day: 1 });
    yield* plan.weekdays
      .map((weekday) => start + ((weekday - weekdayOfDay(start) + 7) % 7) + (place - 1) * 7)
      .filter((day) => day < end && day > first && day <= last)
      .toSorted((one, other) => one - other);
  }
}

/** The days after `first`, up to `last`, that a weekly or fortnightly plan rides on, weeks counted from the first ride's Monday. */
function* weeklyDays(plan: RidePlan, first: number, last: number): Generator<number> {
  const offsets = plan.weekdays.map((weekday) => (weekday + 6) % 7).toSorted((one, other) => one - other);
  for (let monday = first - ((weekdayOfDay(first) + 6) % 7); monday <= last; monday += plan.every === 'twoWeeks' ? 14 : 7) {
    yield* offsets.map((offset) => monday + offset).filter((day) => day > first && day <= last);
  }
}

/** Every ride's date, in order, as day numbers. */
function* rideDays(plan: RidePlan): Generator<number> {
  const first = dayNumber(plan.first);
  const last = dayNumber(lastDayOf(plan));
  if (last < first) return;
  yield first;
  yield* plan.every === 'month' ? monthlyDays(plan, first, last) : weeklyDays(plan, first, last);
}

/** Every ride's date, in order: for the tests, which compare them with what a calendar program reads. */
export function* rideDatesOf(plan: RidePlan): Generator<CalendarDate> {
  for (const day of rideDays(plan)) yield dateOf(day);
}

/** What the summary, the message and the calendar file tell of a plan's rides. */
export interface RideDates {
  /** How many rides; for a repeat until called, in its first twelve weeks. */
  count: number;
  /** The first rides, up to three. */
  firstFew: CalendarDate[];
  /** The second ride, where there is one: where the calendar's rule starts when the first ride is on a day not ticked. */
  second: CalendarDate | undefined;
  last: CalendarDate;
  /** The pickup date is on none of the ticked days: it is the first ride all the same. */
  firstOffDays: boolean;
  /** The last ride's date comes before the second ride would: one ride only. */
  endsBeforeSecond: boolean;
  /** The last ride's date comes before the pickup date: no ride at all until one of them is put right. */
  endsBeforeFirst: boolean;
  /** The first ride is before today (`today`, an ISO date). */
  past: boolean;
}

export function rideDates(plan: RidePlan, today: string): RideDates {
  let count = 0;
  let lastDay = dayNumber(plan.first);
  const firstFew: CalendarDate[] = [];
  for (const day of rideDays(plan)) {
    count += 1;
    lastDay = day;
    if (firstFew.length < 3) firstFew.push(dateOf(day));
  }
  const firstOffDays = !plan.weekdays.includes(weekdayOf(plan.first));
  return {
    count,
    firstFew,
    second: firstFew[1],
    last: dateOf(lastDay),
    firstOffDays,
    endsBeforeSecond: count === 1 && plan.until !== null,
    endsBeforeFirst: count === 0,
    past: isoDate(plan.first) < today,
  };
}
