/**
 * A repeating ride's dates in words: the summary the visitor reads under the pickup date, and the
 * line the company reads in the message, from the same count, first and last dates (schedule.ts).
 */
import { writtenDate, writtenTime } from '../../components/words/calendar';
import { fillText } from '../../components/words/fill-text';
import type { FormsWords } from '../../content/contact/forms-words-schema';
import { type ContactValues, fieldsOf, isShown } from '../../content/forms/tables';
import type { LocaleFacts } from '../../i18n/locales';
import { readTime } from '../fields/date-time';
import { type RideDates, type RidePlan, rideDates, ridePlan, weeksShownUntilCalled } from './schedule';

export type DatesWords = FormsWords['rideDetails']['dates'];

/** "52 rides", "1 ride". */
function ridesCount(count: number, words: Pick<DatesWords, 'rideOne' | 'rides'>): string {
  return count === 1 ? words.rideOne : fillText(words.rides, { count });
}

/** The plan and its dates, where the answers make a repeating ride. */
function datesOf(values: ContactValues, language: LocaleFacts, today: string): { plan: RidePlan; dates: RideDates } | null {
  const plan = ridePlan(values, language.dateOrder);
  return plan === null ? null : { plan, dates: rideDates(plan, today) };
}

/** The words the summary also reads from the fields': a pickup date past, a last ride before the first. */
export interface SummaryWords {
  dates: DatesWords;
  past: string;
  tooEarly: string;
}

/**
 * The summary under the pickup date, as sentences: how many rides, the first three dates with
 * their weekdays, the last one, the return pickup's time; or, where the answers do not fit
 * together, plain words saying so; or what to fill in while they make no dates yet. Empty for a
 * ride that does not repeat.
 */
export function datesSummary(values: ContactValues, words: SummaryWords, language: LocaleFacts, today: string): string[] {
  if (values.repeats !== 'yes') return [];
  const found = datesOf(values, language, today);
  if (found === null) return [words.dates.waiting];
  const { plan, dates } = found;
  if (dates.past) return [words.past];
  if (dates.endsBeforeFirst) return [words.tooEarly];
  const { dates: said } = words;
  const dayDate = (date: (typeof dates.firstFew)[number]) => writtenDate(date, language, language.written.dayDate);
  const listed = { rides: ridesCount(dates.count, said), dates: dates.firstFew.map(dayDate).join('; ') };
  const sentences = [
    plan.until === null
      ? fillText(said.untilCalled, { ...listed, weeks: weeksShownUntilCalled })
      : dates.count <= dates.firstFew.length
        ? fillText(said.all, listed)
        : fillText(said.toLast, { ...listed, last: writtenDate(dates.last, language) }),
  ];
  if (dates.firstOffDays) sentences.push(fillText(said.firstOffDays, { date: dayDate(plan.first) }));
  if (dates.endsBeforeSecond) sentences.push(said.endsBeforeSecond);
  const returnRow = fieldsOf('contact').find((row) => row.name === 'returnTime');
  const back = readTime(values.returnTime);
  if (returnRow !== undefined && isShown('contact', returnRow, values) && back.ok)
    sentences.push(fillText(said.returnAt, { time: writtenTime(back.time.hours, back.time.minutes, language) }));
  // A sentence that ends on "p.m." takes no second full stop.
  return sentences.map((sentence) => (sentence.charAt(0).toUpperCase() + sentence.slice(1)).replace(/\.\.$/u, '.'));
}

/** The words of the dates' line in the message. */
export type DatesLineWords = Pick<DatesWords, 'lineLabel' | 'rideOne' | 'rides' | 'lineOne' | 'line' | 'lineUntilCalled'>;

/**
 * The dates' line in the message, after the repeat's: "Dates: 52 rides, from Thursday, December 3,
 * 2037 to Wednesday, March 31, 2038", in the words and language the message is written in; none
 * where the answers make no dates (the form is sent only once they do).
 */
export function datesLine(values: ContactValues, words: DatesLineWords, language: LocaleFacts): string | undefined {
  const found = datesOf(values, language, '');
  if (found === null || found.dates.count === 0) return undefined;
  const { plan, dates } = found;
  const said = { rides: ridesCount(dates.count, words), first: writtenDate(plan.first, language), last: writtenDate(dates.last, language) };
  const line =
    plan.until === null
      ? fillText(words.lineUntilCalled, { ...said, weeks: weeksShownUntilCalled })
      : fillText(dates.count === 1 ? words.lineOne : words.line, said);
  return `${words.lineLabel}: ${line}`;
}
