/**
 * The forms' own checks (both forms carry `novalidate`), read off the field tables: a required
 * field must hold a visible character (spec section 5); a field that holds something must also
 * pass its table's check. Pure: the components map each problem to its words from content.
 */
import { type FieldCheck, type FieldName, type FormKind, type FormValues, fieldsOf, isShown } from './fields';
import { isBlank, sendable } from './text';

/** `missing`: a required field without a visible character; `invalid`: a filled field that fails its check. */
export interface FieldProblem<Name extends string = string> {
  field: Name;
  problem: 'missing' | 'invalid';
}

/**
 * A phone number: 10 to 15 digits, with spaces, dots, dashes, slashes, brackets or a leading plus
 * between them, such as "239-555-0100" or "+1 (239) 555-0100".
 */
function isPhone(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** Shaped like name@domain.tld: no spaces, one "@", a domain with a dot and a top level of two or more characters. */
function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u.test(value);
}

/**
 * Years of experience, as typed: a whole or decimal number, not below 0 (spec: a number, minimum 0).
 * "0", "3", "2.5" and "2,5" pass; "-1", "0x10", "1e3", "abc" and "2.5.1" do not. Nothing is
 * rewritten: what passes is sent as it was typed.
 */
function isExperience(value: string): boolean {
  return /^\d+(?:[.,]\d+)?$/.test(value);
}

/** Where the rides are: "today" is southwest Florida's, whatever the clock of a relative booking from afar says. */
const ridesTimeZone = 'America/New_York';

/** Today's date where the rides are, as a date input writes it: "2026-11-23". */
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

/** A whole date, as a date input gives it, today or later: a ride is not booked for yesterday. */
function isComingDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= firstBookableDate();
}

/** A whole time, as a time input gives it: "09:30", perhaps with seconds. */
function isTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?$/.test(value);
}

export const fieldChecks: Record<FieldCheck, (value: string) => boolean> = {
  phone: isPhone,
  email: isEmailAddress,
  experience: isExperience,
  date: isComingDate,
  time: isTime,
};

/**
 * Every problem in the form, in the form's order; empty when it can be sent. A field not in play
 * (`isShown`) is not checked. `unfinished` names the fields whose control holds input it cannot
 * read as a value yet, such as a date with no year: a date or time input then gives "", and
 * without this the visitor's typing would be dropped without a word. (Every date and time field
 * has a check, and so words for a value that fails it.)
 */
export function checkForm<Kind extends FormKind>(
  kind: Kind,
  values: FormValues<Kind>,
  unfinished: ReadonlySet<string> = new Set(),
): FieldProblem<FieldName<Kind>>[] {
  const problems: FieldProblem<FieldName<Kind>>[] = [];
  for (const field of fieldsOf(kind)) {
    const value = values[field.name];
    if (!isShown(field, values)) continue;
    if (field.check !== undefined && unfinished.has(field.name)) {
      problems.push({ field: field.name, problem: 'invalid' });
    } else if (isBlank(value)) {
      if (field.required) problems.push({ field: field.name, problem: 'missing' });
    } else if (field.check !== undefined && !fieldChecks[field.check](sendable(value))) {
      problems.push({ field: field.name, problem: 'invalid' });
    }
  }
  return problems;
}

/**
 * The spec's messages that apply (section 8): 'required' when a required field is empty,
 * 'experience' when the years of experience are not a number of 0 or more.
 */
export function specMessagesFor(kind: FormKind, problems: readonly FieldProblem[]): ('required' | 'experience')[] {
  const keys: ('required' | 'experience')[] = [];
  if (problems.some(({ problem }) => problem === 'missing')) keys.push('required');
  const checked = new Map<string, FieldCheck | undefined>(fieldsOf(kind).map((field) => [field.name, field.check]));
  if (problems.some(({ field, problem }) => problem === 'invalid' && checked.get(field) === 'experience')) keys.push('experience');
  return keys;
}
