/**
 * What a field says about a problem the checks found (checks.ts): the words for its fault (a
 * date's or a time's), else for the problem ("invalid"), else for a missing value; a stop's with
 * its number. The page shows them beside the field and in the summary; the relay sends them back.
 */
import { fillText } from '../../components/words/fill-text';
import type { ShownFieldWords } from './field-words';
import type { FieldProblem, LineFault, ListFault } from './checks';
import type { DateFault, TimeFault } from './date-time';
import { stopNumber } from './lists';

/** What a field shows and says when at fault. */
export type ProblemFieldWords = ShownFieldWords & {
  missing?: string;
  invalid?: string;
  errors?: Partial<Record<DateFault | TimeFault | ListFault | LineFault, string>>;
};

/** A field's words with what every one-line field says of a line break (`oneLine`, "{label}: please write it on one line…"). */
export function withOneLine(words: ProblemFieldWords, oneLine: string): ProblemFieldWords {
  return { ...words, errors: { oneLine: fillText(oneLine, { label: words.label }), ...words.errors } };
}

export function problemWords(words: ProblemFieldWords, { problem, fault, item }: FieldProblem): string {
  const text = (fault === undefined ? undefined : words.errors?.[fault]) ?? words[problem] ?? words.missing ?? '';
  return item === undefined ? text : fillText(text, { number: stopNumber(item) });
}
