/**
 * What a sent form carries, as the company receives it: its fields in the table's order, each
 * trimmed (the ride details already written into the message, compose.ts), and the same as
 * labelled lines for the visitor's confirmation and receipt (requirement CONFIRMATION).
 */
import { type FieldName, type FormKind, type FormValues, fieldsOf } from '../../content/forms/tables';
import { sendable } from '../fields/text';
import { type Locale, localeFacts } from '../../i18n/locales';

/** One line of what was received: a field's label and what it held. */
export interface ReceivedLine {
  label: string;
  /** As sent; the message keeps its line breaks. */
  value: string;
}

/** The field of each form whose text the labelled lines above a message go into ("Reference: …"). */
export const linesGoIn = { contact: 'message', career: 'coverLetter' } as const satisfies { [Kind in FormKind]: FieldName<Kind> };

/**
 * What is sent: each field of the form's table, in order, trimmed; the ride details are not
 * fields on the wire but lines in the message (see compose.ts), composed before this.
 */
export function payloadOf<Kind extends FormKind>(kind: Kind, values: FormValues<Kind>): [string, string][] {
  return fieldsOf(kind)
    .filter((field) => field.section === undefined)
    .map((field) => [field.name, sendable(values[field.name])]);
}

/** A field's words as far as its line needs them: its label, and its choices' labels. */
interface LineWords {
  label: string;
  options?: readonly { value: string; label: string }[];
}

/** The lines of a payload: each field's label and value, a choice (the subject) by its label rather than the value sent. */
export function receivedLines<Kind extends FormKind>(
  payload: readonly [string, string][],
  fields: Readonly<Partial<Record<FieldName<Kind>, LineWords>>>,
): ReceivedLine[] {
  const words: Readonly<Partial<Record<string, LineWords>>> = fields;
  return payload.map(([name, value]) => {
    const field = words[name];
    return { label: field?.label ?? name, value: field?.options?.find((option) => option.value === value)?.label ?? value };
  });
}

/**
 * The line that opens a message from a page in a language the office does not read (locales.ts
 * `officeReads`), naming it with the office's word: "Language: Kreyòl ayisyen". None otherwise.
 * Written at build (src/forms/words.ts `OfficeWords`) and by the relay, never in the page.
 */
export function languageLines(locale: Locale, officeLanguageLine: string): [label: string, value: string][] {
  const { officeReads, fullName } = localeFacts[locale];
  return officeReads === locale ? [] : [[officeLanguageLine, fullName]];
}

/** Labelled lines written above a text: "Reference: MR-7KQ4PX", then a blank line, then the text. */
export function withLinesAbove(text: string, lines: readonly (readonly [label: string, value: string])[]): string {
  return `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${text}`;
}

/** The lines as plain text, for the receipt: each "Label: value", a value of several lines under its label. */
export function receivedText(lines: readonly ReceivedLine[]): string {
  return lines.map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n');
}
