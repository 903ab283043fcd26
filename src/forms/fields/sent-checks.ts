/**
 * What the page's controls make sure of by themselves, checked again where a form arrives from
 * elsewhere (the relay, requirement RELAY-FIELDS): only the form's own fields, each text at most
 * its length (a list of stops at most its count, each stop at most its length), each choice one
 * the form offers. After these, `checkForm` makes the checks the page makes.
 */
import { choicesOf, stopsOf } from './lists';
import { type FieldName, type FieldRow, type FormKind, type FormValues, fieldsOf } from '../../content/forms/tables';

/** Something the page's controls would not have let through. */
export interface SentProblem {
  field: string;
  fault: 'tooLong' | 'notOffered';
  /** For `tooLong`: the most characters (or, for a list, items) the field takes. */
  most?: number;
}

export type SentFields<Kind extends FormKind> =
  | { readable: true; values: FormValues<Kind>; problems: SentProblem[] }
  /** Not the form's fields at all: a field it does not have, or a value that is not text. */
  | { readable: false };

/**
 * The form's values from what arrived, a field left out read as empty. `offered` gives a field's
 * choices where another page names them (tables.ts `optionsFrom`); the table gives the rest.
 */
export function readSentFields<Kind extends FormKind>(
  kind: Kind,
  sent: Readonly<Record<string, unknown>>,
  offered: (field: FieldName<Kind>) => readonly string[] | undefined,
): SentFields<Kind> {
  return readSentRows(fieldsOf(kind), sent, offered);
}

/** The same, for the rows of a table that is not a form's (the sign-in by code's). */
export function readSentRows<Name extends string>(
  rows: readonly (FieldRow & { name: Name })[],
  sent: Readonly<Record<string, unknown>>,
  offered: (field: Name) => readonly string[] | undefined = () => undefined,
): { readable: true; values: Record<Name, string>; problems: SentProblem[] } | { readable: false } {
  const known = new Set<string>(rows.map((row) => row.name));
  if (Object.entries(sent).some(([name, value]) => !known.has(name) || typeof value !== 'string')) return { readable: false };
  const values = Object.fromEntries(rows.map((row) => [row.name, (sent[row.name] as string | undefined) ?? ''])) as Record<Name, string>;
  const problems: SentProblem[] = [];
  for (const row of rows) {
    const value = values[row.name];
    if (row.control === 'stops') {
      const stops = stopsOf(value);
      const { maxItems, maxLength } = row;
      if (maxItems !== undefined && stops.length > maxItems) problems.push({ field: row.name, fault: 'tooLong', most: maxItems });
      else if (maxLength !== undefined && stops.some((stop) => stop.length > maxLength))
        problems.push({ field: row.name, fault: 'tooLong', most: maxLength });
      continue;
    }
    if (row.maxLength !== undefined && value.length > row.maxLength) {
      problems.push({ field: row.name, fault: 'tooLong', most: row.maxLength });
      continue;
    }
    const choices = row.optionsFrom === undefined ? row.options : offered(row.name);
    if (choices === undefined || value === '') continue;
    const chosen = row.control === 'checkboxes' ? choicesOf(value) : [value];
    if (chosen.some((choice) => !choices.includes(choice))) problems.push({ field: row.name, fault: 'notOffered' });
  }
  return { readable: true, values, problems };
}
