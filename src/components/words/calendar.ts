/**
 * Dates and times as a language writes them, from its own names and patterns (i18n/locales.ts
 * `written`), never Intl's: browsers carry no Haitian Creole calendar, and the engines' patterns
 * differ ("8:45 a. m." in WebKit, "8:45 a.m." in Chromium). The same words in every engine.
 */
import { fillText } from './fill-text';
import type { LocaleFacts } from '../../i18n/locales';

/** A day of the calendar, with no time zone: month 1 to 12. */
export interface DayOfCalendar {
  year: number;
  month: number;
  day: number;
}

/**
 * "Thursday, December 3, 2026", "jueves, 3 de diciembre de 2026", "jedi 3 desanm 2026"; in another
 * of the language's patterns (`longDate`), "December 3, 2026".
 */
export function writtenDate({ year, month, day }: DayOfCalendar, language: LocaleFacts, pattern = language.written.date): string {
  const { written } = language;
  const weekday = written.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return fillText(pattern, {
    weekday,
    month: written.months[month - 1] ?? '',
    day: String(day),
    year: String(year),
  });
}

/** A time of day on the 12-hour clock: "9:30 AM", "9:30 a.m."; hours 0 to 23. */
export function writtenTime(hours: number, minutes: number, language: LocaleFacts): string {
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? language.written.am : language.written.pm}`;
}
