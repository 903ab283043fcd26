/** The office hours as the pages show them: the facts' times, in the page's language. */
import type { Facts } from '../content/facts/schema';
import { wordsFor } from '../content/load';
import type { SiteWords } from '../content/site/schema';
import { type Locale, localeFacts } from '../i18n/locales';
import { writtenTime } from './words/calendar';

interface TimeOfDay {
  /** "08:00", as machines read it (`<time datetime>`, schema.org). */
  clock: string;
  /** "8:00 AM", as the page's language writes it. */
  text: string;
}

export interface HoursRow {
  id: string;
  /** "Monday – Friday". */
  days: string;
  /** Opening and closing time, or the words for a row by special request. */
  hours: readonly [TimeOfDay, TimeOfDay] | string;
}

/** "08:00" as the language writes a time of day: "8:00 AM", "8:00 a.m.". */
function timeOfDay(clock: string, locale: Locale): TimeOfDay {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return { clock, text: writtenTime(hours, minutes, localeFacts[locale]) };
}

export function hoursRows(hours: Facts['hours'], words: SiteWords['hours'], locale: Locale): HoursRow[] {
  return hours.map((row) => ({
    id: row.id,
    days: wordsFor(words.days, row.id),
    hours:
      row.opens === undefined || row.closes === undefined
        ? words.byRequest
        : ([timeOfDay(row.opens, locale), timeOfDay(row.closes, locale)] as const),
  }));
}
