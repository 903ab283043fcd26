/**
 * The site's languages: English at the root, Spanish under /es/, Haitian Creole (Kreyòl ayisyen)
 * under /ht/ (astro.config.ts `i18n`).
 * Language-free, so build code, components and tests can all read it.
 */
export const locales = ['en', 'es', 'ht'] as const;
export type Locale = (typeof locales)[number];

/** The languages the office reads messages in (see `officeReads`). */
export type OfficeLocale = Extract<Locale, 'en' | 'es'>;

/** The language served at the root, and the one search engines are offered by default (x-default). */
export const defaultLocale: Locale = 'en';

export interface LocaleFacts {
  /** The language's name in itself, as the language switch shows it: "English", "Español", "Kreyòl". */
  name: string;
  /** Its full name in English, the line that opens a message sent from its pages: "Kreyòl ayisyen". */
  fullName: string;
  /**
   * The language the office reads a message from this language's pages in: its own, or, for a
   * language the office does not read, English, under a first line naming the writer's language
   * so whoever calls back knows which to speak.
   */
  officeReads: OfficeLocale;
  /** Open Graph's name of the language and where it is spoken: "en_US". */
  openGraph: string;
  /**
   * For Intl's numbers ("5,000"): a language and region every engine carries data for. Haitian
   * Creole has none in any browser: its pages write numbers as the United States does, where its
   * readers live, the same in every engine.
   */
  numbers: string;
  /** The order in which a date's parts are written and asked for: "12 15 2026" in English, "15 12 2026" in Spanish. */
  dateOrder: DateOrder;
  /**
   * How a date and a time are written out in full, kept here rather than left to the browser's
   * Intl patterns, which differ between engines (WebKit writes "8:45 a. m." where Chromium writes
   * "8:45 a.m."): a message reads the same whoever's browser composed it.
   */
  written: {
    /** With {weekday}, {month} (their names, below), {day} and {year}. */
    date: string;
    /** Without the weekday, as a notice's "last reviewed" writes it: "November 23, 2026". */
    longDate: string;
    /** Without the year, as a list of a repeating ride's dates writes them: "Monday, December 7". */
    dayDate: string;
    /** The days' names, Sunday first (as `Date` counts them), as they stand inside a sentence. */
    weekdays: readonly [string, string, string, string, string, string, string];
    /** The months' names, January first, as they stand inside a sentence. */
    months: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
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
    fullName: 'English',
    officeReads: 'en',
    openGraph: 'en_US',
    numbers: 'en-US',
    dateOrder: ['month', 'day', 'year'],
    written: {
      date: '{weekday}, {month} {day}, {year}',
      longDate: '{month} {day}, {year}',
      dayDate: '{weekday}, {month} {day}',
      weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      am: 'AM',
      pm: 'PM',
      shortDate: '{month}/{day}/{year}',
      and: 'and',
    },
  },
  es: {
    name: 'Español',
    fullName: 'Spanish',
    officeReads: 'es',
    openGraph: 'es_US',
    numbers: 'es-US',
    dateOrder: ['day', 'month', 'year'],
    written: {
      date: '{weekday}, {day} de {month} de {year}',
      longDate: '{day} de {month} de {year}',
      dayDate: '{weekday} {day} de {month}',
      weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
      months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
      am: 'a.m.',
      pm: 'p.m.',
      shortDate: '{day}/{month}/{year}',
      and: 'y',
    },
  },
  ht: {
    name: 'Kreyòl',
    fullName: 'Kreyòl ayisyen',
    officeReads: 'en',
    openGraph: 'ht_HT',
    numbers: 'en-US',
    dateOrder: ['day', 'month', 'year'],
    written: {
      date: '{weekday} {day} {month} {year}',
      longDate: '{day} {month} {year}',
      dayDate: '{weekday} {day} {month}',
      weekdays: ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'],
      months: ['janvye', 'fevriye', 'mas', 'avril', 'me', 'jen', 'jiyè', 'out', 'septanm', 'oktòb', 'novanm', 'desanm'],
      am: 'AM',
      pm: 'PM',
      shortDate: '{day}/{month}/{year}',
      and: 'ak',
    },
  },
};

/**
 * What a message from a page in `locale` is written with for the office: the words and patterns of
 * the language it reads (`officeReads`), reading the dates in the order the page asked for them.
 */
export function officeWriting(locale: Locale): LocaleFacts {
  const page = localeFacts[locale];
  return { ...localeFacts[page.officeReads], dateOrder: page.dateOrder };
}
