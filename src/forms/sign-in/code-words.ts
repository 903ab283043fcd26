/** The words of the sign-in code's field, with its number of digits written in: the page and the relay say the same. */
import { fillText } from '../../components/words/fill-text';
import type { FormsWords } from '../../content/contact/forms-words-schema';
import type { ProblemFieldWords } from '../fields/problem-words';
import { codeDigits } from './code-limits';

export function codeFieldWords({ label, hint, missing, invalid }: FormsWords['signIn']['code']['field']): ProblemFieldWords {
  return { label, hint: fillText(hint, { digits: codeDigits }), missing, invalid: fillText(invalid, { digits: codeDigits }) };
}
