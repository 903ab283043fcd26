/**
 * What each form asks for, read off its table (src/content/forms/tables.ts) with each field's visible
 * label: a field added to a form appears in the privacy notice with nobody editing it.
 */
import type { FormsWords } from '../content/contact/forms-words-schema';
import { type FormKind, fieldsOf, formKinds } from '../content/forms/tables';

export interface CollectedFields {
  form: FormKind;
  /** The labels of the fields every visitor sees, in the form's order. */
  labels: string[];
  /** The ride details' labels (contact form), shown in a group of their own; empty for the career form. */
  rideLabels: string[];
}

export function collectedFields(words: FormsWords): CollectedFields[] {
  return formKinds.map((form) => {
    const fieldWords: Readonly<Record<string, { label: string }>> = words[form].fields;
    const labelOf = (name: string) => fieldWords[name]?.label ?? name;
    const fields = fieldsOf(form);
    return {
      form,
      labels: fields.filter((field) => field.section === undefined).map((field) => labelOf(field.name)),
      rideLabels: fields.filter((field) => field.section === 'ride').map((field) => labelOf(field.name)),
    };
  });
}
