/**
 * The contact form's ride details, written into the message the company receives: one plain
 * labelled line per detail given, in the page's language, under a heading and above the visitor's
 * own message. The EmailJS template shows them as they are, with no change on the company's side.
 */
import { writtenDate, writtenTime } from '../../components/words/calendar';
import { fillText } from '../../components/words/fill-text';
import type { LocaleFacts } from '../../i18n/locales';
import { type CalendarDate, datePartsOf, readDate, readTime } from '../fields/date-time';
import type { ShownFieldWords } from '../fields/field-words';
import { choicesOf, stopNumber, stopsOf } from '../fields/lists';
import {
  type ContactValues,
  type FieldName,
  type FieldRow,
  type FormKind,
  type FormValues,
  fieldsOf,
  isShown,
  rideDetails,
} from '../../content/forms/tables';
import { isBlank, sendable } from '../fields/text';
import { type DatesLineWords, datesLine } from '../ride-dates/dates-text';

/** The words the composed lines are made of: each field's label and choices, and the section's own. */
interface ComposeWords {
  /** A ride detail's words may not have come (src/forms/words.ts `LaterWords`): its line then names the field. */
  fields: Readonly<Partial<Record<keyof ContactValues, ShownFieldWords>>>;
  /** The line above the details, such as "Ride details". */
  heading: string;
  /** That line once the form says who rides: "Ride details for {name}". */
  headingFor: string;
  /** A repeating ride's line: "{every} on {days}". */
  repeatLine: string;
  /** Its end on a date: "until {date}". */
  repeatUntil: string;
  /** The line after it that counts its rides, with their first and last dates. */
  dates: DatesLineWords;
}

/** "Monday, Wednesday and Friday", in the locale's word for "and" (Intl's lists differ between engines and put in a comma English does not want). */
function listed(items: readonly string[], language: LocaleFacts): string {
  const last = items[items.length - 1] ?? '';
  return items.length < 2 ? last : `${items.slice(0, -1).join(', ')} ${language.written.and} ${last}`;
}

/** A choice's words inside a sentence: "Every week" is "every week" there. */
function inSentence(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** A date read from a date field's value, or undefined when it holds none the checks would accept. */
function dateIn(value: string, language: LocaleFacts): CalendarDate | undefined {
  const reading = readDate(datePartsOf(value), language.dateOrder);
  return reading.ok && reading.date !== null ? reading.date : undefined;
}

/** A date in figures, as the locale writes them: "03/31/2027". */
function inFigures({ year, month, day }: CalendarDate, language: LocaleFacts): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return fillText(language.written.shortDate, { month: twoDigits(month), day: twoDigits(day), year: String(year) });
}

/**
 * Dates and times are read as typed and written out in full for the reader ("Thursday, December
 * 3, 2026", "9:30 AM"), with no time zone, in the locale's own words (components/words/calendar.ts).
 */
function written(field: FieldRow, value: string, language: LocaleFacts): string | undefined {
  // A date or time the checks would refuse is not written (the form is sent only once they pass).
  if (field.check === 'date') {
    const date = dateIn(value, language);
    return date === undefined ? undefined : writtenDate(date, language);
  }
  if (field.check === 'time') {
    const reading = readTime(value);
    return reading.ok ? writtenTime(reading.time.hours, reading.time.minutes, language) : undefined;
  }
  return value;
}

/** The label of a field's choice; undefined for a value among none of them (never from this form), which is not written at all. */
function choiceLabel(words: ShownFieldWords | undefined, value: string): string | undefined {
  return words?.options?.find((option) => option.value === value)?.label;
}

/**
 * A repeating ride in one line, after the repeat question's label: how often and on which days,
 * then its end, "until 03/31/2027" or "until we call to stop" (its answers' rows name this line
 * in `inLineOf`).
 */
function repeatText(values: ContactValues, words: ComposeWords, language: LocaleFacts): string {
  const { repeatEvery, repeatDays, repeatEnds } = words.fields;
  const days = choicesOf(values.repeatDays).flatMap((day) => choiceLabel(repeatDays, day) ?? []);
  const every = choiceLabel(repeatEvery, values.repeatEvery) ?? '';
  const until = dateIn(values.repeatUntil, language);
  const end =
    values.repeatEnds === 'onDate' && until !== undefined
      ? fillText(words.repeatUntil, { date: inFigures(until, language) })
      : values.repeatEnds === 'whenCalled'
        ? inSentence(choiceLabel(repeatEnds, values.repeatEnds) ?? '')
        : '';
  return [inSentence(fillText(words.repeatLine, { every, days: listed(days, language) })), end].filter(Boolean).join(', ');
}

/** The ride details given, as "Label: value" lines in the words given; none when nothing was given. */
function rideDetailLines(values: ContactValues, words: ComposeWords, language: LocaleFacts): string[] {
  const lines: string[] = [];
  for (const field of fieldsOf('contact')) {
    const value = values[field.name];
    if (field.section !== 'ride' || field.inLineOf !== undefined || isBlank(value) || !isShown('contact', field, values)) continue;
    const fieldWords = words.fields[field.name];
    // Words that never came: the line names the field, so nothing given is lost.
    if (fieldWords === undefined) {
      lines.push(`${field.name}: ${sendable(value)}`);
      continue;
    }
    if (field.control === 'stops') {
      stopsOf(value).forEach((stop, index) => {
        if (!isBlank(stop)) lines.push(`${fillText(fieldWords.item ?? '', { number: stopNumber(index) })}: ${sendable(stop)}`);
      });
      continue;
    }
    const shown =
      field.name === 'repeats' && value === 'yes'
        ? repeatText(values, words, language)
        : field.control === 'checkboxes'
          ? listed(
              choicesOf(value).flatMap((choice) => choiceLabel(fieldWords, choice) ?? []),
              language,
            )
          : fieldWords.options === undefined
            ? written(field, sendable(value), language)
            : choiceLabel(fieldWords, value);
    if (shown === undefined || shown === '') continue;
    lines.push(`${fieldWords.lineLabel ?? fieldWords.label}: ${shown}`);
    // The office reads the dates the visitor saw under the pickup date, right after how the ride repeats.
    const dates = field.name === 'repeats' ? datesLine(values, words.dates, language) : undefined;
    if (dates !== undefined) lines.push(dates);
  }
  return lines;
}

/**
 * The line above the details, which the company reads first: who the ride is for, by name, once
 * the form says (the rider's name, or the writer's own for a ride for them), "Ride details" before.
 */
function rideDetailsHeading(values: ContactValues, words: Pick<ComposeWords, 'heading' | 'headingFor'>): string {
  const { rider } = rideDetails;
  const name = values.rideFor === rider.someoneElse ? values.riderName : values.rideFor === rider.writer ? values.fullName : '';
  return isBlank(name) ? words.heading : words.headingFor.replace('{name}', () => sendable(name));
}

/** The words a form's message is written with: its fields' and the ride details' own. */
export type ComposeWordsOf<Kind extends FormKind> = Omit<ComposeWords, 'fields'> & {
  fields: Readonly<Partial<Record<FieldName<Kind>, ShownFieldWords>>>;
};

/**
 * A form's values as sent: for the contact form, the ride details' lines at the top of the message
 * when any were given. `words` and `language` are those the message is written in: the page's, or
 * the office's where it reads another (locales.ts `officeWriting`).
 */
export function composedValues<Kind extends FormKind>(
  kind: Kind,
  values: FormValues<Kind>,
  words: ComposeWordsOf<Kind>,
  language: LocaleFacts,
): FormValues<Kind> {
  if (kind !== 'contact') return values;
  const contact = values as ContactValues;
  const lines = rideDetailLines(contact, words, language);
  if (lines.length === 0) return values;
  const target = rideDetails.sentIn;
  return {
    ...contact,
    [target]: `${rideDetailsHeading(contact, words)}\n${lines.join('\n')}\n\n${sendable(contact[target])}`,
  } as FormValues<Kind>;
}
