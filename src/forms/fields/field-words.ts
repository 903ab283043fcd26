/**
 * The words a form's field shows, as the controls take them and the message the company receives
 * reads them, from content (src/content/contact/forms-words-schema.ts).
 */
import type { DatePart } from '../../i18n/locales';

/** The words of one field. */
export interface FieldWords {
  label: string;
  /** In the message the company receives, the line's label where the field's own is a question: "Ride for". */
  lineLabel?: string | undefined;
  hint?: string | undefined;
  /** For a select: its blank first choice and a label per value. */
  placeholder?: string;
  options?: readonly { value: string; label: string }[];
  /** For a date: the label of each of its parts. */
  parts?: Readonly<Record<DatePart, string>>;
  /** For radios with a choice for none of them (tables.ts `blankChoice`): its label, "Not sure". */
  blankChoice?: string;
}

/** Every word a field may show: its own, and a list's (stops). */
export type ShownFieldWords = FieldWords & Partial<StopsWords>;

/** A list of stops' own words (src/content/contact/forms-words-schema.ts `stopsFieldWords`). */
export interface StopsWords {
  item: string;
  add: string;
  remove: string;
  limit: string;
  added: string;
  removed: string;
}
