/**
 * The contact form's ride details, written into the message the company receives: one plain
 * labelled line per detail given, in the page's language, under a heading and above the visitor's
 * own message. The EmailJS template shows them as they are, with no change on the company's side.
 */
import { type Locale, localeFacts } from '../../i18n/locales';
import { datePartsOf, readDate, readTime } from '../fields/date-time';
import type { FieldWords } from '../controls/Field';
import {
  type ContactValues,
  type FieldName,
  type FieldRow,
  type FormKind,
  type FormValues,
  fieldsOf,
  isShown,
  rideDetails,
} from '../fields/tables';
import { isBlank, sendable } from '../fields/text';

/** The words the composed lines are made of: each field's label and choices, and the section's heading. */
interface ComposeWords {
  fields: Readonly<Record<keyof ContactValues, FieldWords>>;
  /** The line above the details, such as "Ride details". */
  heading: string;
  /** That line once the form says who rides: "Ride details for {name}". */
  headingFor: string;
}

/**
 * Dates and times are read as typed and written out in full for the reader ("Thursday, December
 * 3, 2026", "9:30 AM"), with no time zone, in the locale's own pattern: only the weekday's and
 * the month's names come from Intl, the same in every engine.
 */
function written(field: FieldRow, value: string, locale: Locale): string | undefined {
  const { region, dateOrder, written: pattern } = localeFacts[locale];
  // A date or time the checks would refuse is not written (the form is sent only once they pass).
  if (field.check === 'date') {
    const reading = readDate(datePartsOf(value), dateOrder);
    if (!reading.ok || reading.date === null) return undefined;
    const { year, month, day } = reading.date;
    const name = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(region, { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
    const parts: Readonly<Record<string, string>> = {
      weekday: name({ weekday: 'long' }),
      month: name({ month: 'long' }),
      day: String(day),
      year: String(year),
    };
    return pattern.date.replace(/\{(\w+)\}/g, (placeholder, part: string) => parts[part] ?? placeholder);
  }
  if (field.check === 'time') {
    const reading = readTime(value);
    if (!reading.ok) return undefined;
    const { hours, minutes } = reading.time;
    return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? pattern.am : pattern.pm}`;
  }
  return value;
}

/** The ride details given, as "Label: value" lines in the page's language; none when nothing was given. */
function rideDetailLines(values: ContactValues, words: ComposeWords, locale: Locale): string[] {
  const lines: string[] = [];
  for (const field of fieldsOf('contact')) {
    const value = values[field.name];
    if (field.section !== 'ride' || isBlank(value) || !isShown('contact', field, values)) continue;
    const fieldWords = words.fields[field.name];
    // A choice is written as its label; a value among none of them (never from this form) is not written at all.
    const shown =
      fieldWords.options === undefined
        ? written(field, sendable(value), locale)
        : fieldWords.options.find((option) => option.value === value)?.label;
    if (shown === undefined) continue;
    lines.push(`${fieldWords.lineLabel ?? fieldWords.label}: ${shown}`);
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

/** A form's values as sent: for the contact form, the ride details' lines at the top of the message when any were given. */
export function composedValues<Kind extends FormKind>(
  kind: Kind,
  values: FormValues<Kind>,
  words: { fields: Readonly<Record<FieldName<Kind>, FieldWords>>; heading: string; headingFor: string },
  locale: Locale,
): FormValues<Kind> {
  if (kind !== 'contact') return values;
  const contact = values as ContactValues;
  const lines = rideDetailLines(contact, words, locale);
  if (lines.length === 0) return values;
  const target = rideDetails.sentIn;
  return {
    ...contact,
    [target]: `${rideDetailsHeading(contact, words)}\n${lines.join('\n')}\n\n${sendable(contact[target])}`,
  } as FormValues<Kind>;
}
