/**
 * The site's languages: English at the root, Spanish under /es/ (astro.config.ts `i18n`).
 * Language-free, so build code, components and tests can all read it.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** The language served at the root, and the one search engines are offered by default (x-default). */
export const defaultLocale: Locale = 'en';

export interface LocaleFacts {
  /** The language's name in itself, as the language switch shows it: "English", "Español". */
  name: string;
  /** For Intl formatting (times, numbers) and Open Graph: the variety spoken in Florida. */
  region: string;
  /** The order in which a date's parts are written and asked for: "12 15 2026" in English, "15 12 2026" in Spanish. */
  dateOrder: DateOrder;
  /**
   * How a date and a time are written out in full, kept here rather than left to the browser's
   * Intl patterns, which differ between engines (WebKit writes "8:45 a. m." where Chromium writes
   * "8:45 a.m."): a message reads the same whoever's browser composed it.
   */
  written: {
    /** With {weekday}, {month} (their names, from Intl), {day} and {year}. */
    date: string;
    /** The 12-hour clock's "AM" and "PM". */
    am: string;
    pm: string;
    /** A date in figures, with {month}, {day} (each of two digits) and {year}: "03/31/2027". */
    shortDate: string;
    /** The word before a list's last item: "Monday, Wednesday and Friday". */
    and: string;
  };
}

/** A date's parts, as a form asks for them one by one. */
export type DatePart = 'month' | 'day' | 'year';
export type DateOrder = readonly [DatePart, DatePart, DatePart];

export const localeFacts: Record<Locale, LocaleFacts> = {
  en: {
    name: 'English',
    region: 'en-US',
    dateOrder: ['month', 'day', 'year'],
    written: { date: '{weekday}, {month} {day}, {year}', am: 'AM', pm: 'PM', shortDate: '{month}/{day}/{year}', and: 'and' },
  },
  es: {
    name: 'Español',
    region: 'es-US',
    dateOrder: ['day', 'month', 'year'],
    written: { date: '{weekday}, {day} de {month} de {year}', am: 'a.m.', pm: 'p.m.', shortDate: '{day}/{month}/{year}', and: 'y' },
  },
};
