/**
 * The forms' own checks (both forms carry `novalidate`), in the spec's order: every required
 * field filled, then, for the career form, experience a number not below 0.
 * Pure: the component maps a problem to its message from content.
 */
import { type CareerValues, type ContactValues, careerFields, contactFields } from './fields';

/** `required`: 'Complete todos los campos obligatorios.'; `experience`: 'La experiencia debe ser un número válido y positivo.' */
export type ValidationProblem = 'required' | 'experience';

export interface ValidationFailure<Field extends string> {
  problem: ValidationProblem;
  /** The fields at fault, in form order; the first one gets focus. */
  fields: Field[];
}

/** Whitespace only counts as empty. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * HTML's "valid floating-point number" (what `<input type="number">` accepts): an optional minus,
 * digits with an optional fraction, and an optional exponent. So '2.5' and '1e3' are numbers,
 * 'abc', '0x10', 'Infinity' and '1,5' are not.
 */
const floatingPointNumber = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Experience is a number (see above) that is finite and not below 0: '0', '2.5' and '1e3' pass; '-1' and 'abc' do not. */
export function isValidExperience(value: string): boolean {
  const trimmed = value.trim();
  if (!floatingPointNumber.test(trimmed)) return false;
  const years = Number(trimmed);
  return Number.isFinite(years) && years >= 0;
}

export function validateContact(values: ContactValues): ValidationFailure<keyof ContactValues> | null {
  const blank = contactFields.filter((field) => isBlank(values[field]));
  return blank.length > 0 ? { problem: 'required', fields: blank } : null;
}

export interface CareerValidationOptions {
  /**
   * The browser holds text in the number field that is not a number (such as 'abc' or '1e'):
   * the field then reports an empty value, yet the visitor did type something, so it counts as
   * filled and fails the experience check instead of the required one.
   */
  experienceUnreadable?: boolean;
}

export function validateCareer(
  values: CareerValues,
  { experienceUnreadable = false }: CareerValidationOptions = {},
): ValidationFailure<keyof CareerValues> | null {
  const blank = careerFields.filter(
    (field) => isBlank(values[field]) && !(field === 'experience' && experienceUnreadable),
  );
  if (blank.length > 0) return { problem: 'required', fields: blank };
  if (experienceUnreadable || !isValidExperience(values.experience)) {
    return { problem: 'experience', fields: ['experience'] };
  }
  return null;
}
