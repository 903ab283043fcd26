/**
 * The forms' own checks (both forms carry `novalidate`), read off the field tables: a required
 * field must hold a visible character (requirement FORM-REQUIRED); a field that holds something must also
 * pass its table's check. Pure: the components map each problem to its words from content.
 */
import {
  type FieldCheck,
  type FieldName,
  type FieldRow,
  type FormKind,
  type FormValues,
  fieldsOf,
  isShown,
} from '../../content/forms/tables';
import { type DateFault, type DateOrder, type DatePart, type TimeFault, datePartsOf, isoDate, readDate, readTime } from './date-time';
import { stopsOf } from './lists';
import { codeOf } from '../sign-in/code-limits';
import { isBlank, sendable } from './text';

/** A stop on the way left empty: which one is named (`item`). */
export type ListFault = 'emptyStop';

/** A one-line field (or a stop) holding a tab, a line break or another control character: a name, an address, a phone. */
export type LineFault = 'oneLine';

/**
 * `missing`: a required field without a visible character; `invalid`: a filled field that fails
 * its check. A date or a time says what is wrong (`fault`, which picks its words), and a date
 * which of its parts to go to first (`part`).
 */
export interface FieldProblem<Name extends string = string> {
  field: Name;
  problem: 'missing' | 'invalid';
  fault?: DateFault | TimeFault | ListFault | LineFault;
  part?: DatePart;
  /** For a list (stops): the item at fault, from 0. */
  item?: number;
}

/**
 * A phone number: 10 to 15 digits, with spaces, dots, dashes, slashes, brackets or a leading plus
 * between them, such as "239-555-0100" or "+1 (239) 555-0100": the signs a number is written with,
 * no letters and no line breaks.
 */
function isPhone(value: string): boolean {
  if (!/^\+?[\d\p{Zs}().\-/]+$/u.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/**
 * Whether text meant for one line holds what a line does not: a tab, a line break, a line or
 * paragraph separator, or another control character. Such text would break the message's lines.
 */
function breaksLine(value: string): boolean {
  return /[\p{Cc}\u2028\u2029]/u.test(value);
}

/** Shaped like name@domain.tld: no spaces, one "@", a domain with a dot and a top level of two or more characters. */
function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u.test(value);
}

/**
 * Years of experience, as typed: a whole or decimal number, not below 0 (requirement FORM-EXPERIENCE).
 * "0", "3", "2.5" and "2,5" pass; "-1", "0x10", "1e3", "abc" and "2.5.1" do not. Nothing is
 * rewritten: what passes is sent as it was typed.
 */
function isExperience(value: string): boolean {
  return /^\d+(?:[.,]\d+)?$/.test(value);
}

/** Where the rides are: "today" is southwest Florida's, whatever the clock of a relative booking from afar says. */
const ridesTimeZone = 'America/New_York';

/** Today's date where the rides are, as an ISO date: "2026-11-23". */
export function firstBookableDate(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ridesTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts();
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The checks that only pass or fail; a date or a time also says what is wrong (`dateProblem`, `timeProblem`). */
export const fieldChecks: Record<Exclude<FieldCheck, 'date' | 'time'>, (value: string) => boolean> = {
  phone: isPhone,
  email: isEmailAddress,
  experience: isExperience,
  code: (value) => codeOf(value) !== null,
};

/**
 * What is wrong with a date field's value, if anything: it must be whole, real, and today or later
 * (a ride is not booked for yesterday), and not before the date its row names (`notBefore`: the
 * last ride not before the first).
 */
function dateProblem(
  value: string,
  order: DateOrder,
  row: FieldRow,
  values: Readonly<Record<string, string>>,
  today: string,
): Omit<FieldProblem, 'field'> | null {
  const reading = readDate(datePartsOf(value), order);
  if (!reading.ok) return { problem: 'invalid', fault: reading.fault, part: reading.part };
  if (reading.date === null) return row.required ? { problem: 'missing', part: order[0] } : null;
  const date = isoDate(reading.date);
  if (date < today) return { problem: 'invalid', fault: 'past', part: order[0] };
  const earliest = row.notBefore === undefined ? undefined : readDate(datePartsOf(values[row.notBefore] ?? ''), order);
  if (earliest?.ok === true && earliest.date !== null && date < isoDate(earliest.date))
    return { problem: 'invalid', fault: 'tooEarly', part: order[0] };
  return null;
}

function timeProblem(value: string): Omit<FieldProblem, 'field'> | null {
  const reading = readTime(value);
  return reading.ok ? null : { problem: 'invalid', fault: reading.fault };
}

/**
 * Every problem in the form, in the form's order; empty when it can be sent. A field not in play
 * (`isShown`) is not checked. `dateOrder` is the page's order of a date's parts, for a whole date
 * typed into the first of them; `today`, where the rides are, unless the relay's clock says another.
 */
export function checkForm<Kind extends FormKind>(
  kind: Kind,
  values: FormValues<Kind>,
  dateOrder: DateOrder,
  today: string = firstBookableDate(),
): FieldProblem<FieldName<Kind>>[] {
  return fieldsOf(kind)
    .filter((field) => isShown(kind, field, values))
    .flatMap((field) => rowProblems(field, values, dateOrder, today));
}

/** Every problem in the fields of a table that is not a form's (the sign-in by code's), in its order. */
export function checkFields<Name extends string>(
  rows: readonly (FieldRow & { name: Name })[],
  values: Readonly<Record<Name, string>>,
  dateOrder: DateOrder,
): FieldProblem<Name>[] {
  return rows.flatMap((row) => rowProblems(row, values, dateOrder, firstBookableDate()));
}

/** A field's problems, given the form's values. */
function rowProblems<Name extends string>(
  field: FieldRow & { name: Name },
  values: Readonly<Record<Name, string>>,
  dateOrder: DateOrder,
  today: string,
): FieldProblem<Name>[] {
  const value = values[field.name];
  const problem = (found: Omit<FieldProblem, 'field'>): FieldProblem<Name> => ({ field: field.name, ...found });
  // A date's parts are read as a whole: all empty is no date at all.
  if (field.check === 'date') {
    const found = dateProblem(value, dateOrder, field, values, today);
    return found === null ? [] : [problem(found)];
  }
  if (field.control === 'stops') {
    // Every stop the visitor added needs its address; each empty one is named.
    return stopsOf(value).flatMap((stop, item) => {
      if (isBlank(stop)) return [problem({ problem: 'invalid', fault: 'emptyStop', item })];
      return breaksLine(sendable(stop)) ? [problem({ problem: 'invalid', fault: 'oneLine', item })] : [];
    });
  }
  if (isBlank(value)) return field.required ? [problem({ problem: 'missing' })] : [];
  if (field.control === 'input' && breaksLine(sendable(value))) return [problem({ problem: 'invalid', fault: 'oneLine' })];
  if (field.check === 'time') {
    const found = timeProblem(sendable(value));
    return found === null ? [] : [problem(found)];
  }
  if (field.check !== undefined && !fieldChecks[field.check](sendable(value))) return [problem({ problem: 'invalid' })];
  return [];
}

/**
 * The required messages that apply (FORM-MESSAGES): 'required' when a required field is empty,
 * 'experience' when the years of experience are not a number of 0 or more.
 */
export function formMessagesFor(kind: FormKind, problems: readonly FieldProblem[]): ('required' | 'experience')[] {
  const keys: ('required' | 'experience')[] = [];
  if (problems.some(({ problem }) => problem === 'missing')) keys.push('required');
  const checked = new Map<string, FieldCheck | undefined>(fieldsOf(kind).map((field) => [field.name, field.check]));
  if (problems.some(({ field, problem }) => problem === 'invalid' && checked.get(field) === 'experience')) keys.push('experience');
  return keys;
}
