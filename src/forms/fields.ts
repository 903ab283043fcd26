/**
 * The two forms, each declared once as a table of its fields. Everything else derives from these
 * tables: the rendered controls (`Field`), the checks (`checks.ts`), the drafts (`drafts.ts`), the
 * request sent (`delivery.ts`) and the schema of the words each field shows (`content-schema.ts`).
 *
 * The field names are the wire format: the EmailJS template parameters of the contact form and
 * the multipart field names of the career form, in this order.
 */

/** The subject choices' values, as sent (spec: consulta, cotizacion, reclamo, otro); their labels live in content. */
export const subjectValues = ['consulta', 'cotizacion', 'reclamo', 'otro'] as const;

/** A check beyond "required", made only on a field that holds something (see `checks.ts`). */
export type FieldCheck = 'phone' | 'email' | 'experience';

/** One row of a form's table. */
export interface FieldSpec {
  /** The name sent to EmailJS, and the key of the field's words in content. */
  readonly name: string;
  readonly control: 'input' | 'textarea' | 'select';
  /** For inputs: the input type (spec: email is of the email type, phone of the tel type). */
  readonly type?: 'text' | 'tel' | 'email';
  /** The keyboard a phone shows, where the type alone does not say. */
  readonly inputMode?: 'decimal';
  readonly autoComplete?: string;
  /** The most characters the field takes; the long text fields show how many are left. */
  readonly maxLength?: number;
  /** Every field of both forms is required (spec section 5). */
  readonly required: boolean;
  readonly check?: FieldCheck;
  /** Filled in from the signed-in profile until the visitor types their own. */
  readonly prefill?: 'name' | 'email';
  /** For a select: the values it offers, after a blank first choice. */
  readonly options?: readonly string[];
}

/** Name, phone and email: the fields both forms open with. */
const person = [
  { name: 'fullName', control: 'input', type: 'text', autoComplete: 'name', maxLength: 100, required: true, prefill: 'name' },
  { name: 'phone', control: 'input', type: 'tel', autoComplete: 'tel', maxLength: 30, required: true, check: 'phone' },
  {
    name: 'email',
    control: 'input',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
    required: true,
    check: 'email',
    prefill: 'email',
  },
] as const;

export const formTables = {
  contact: [
    ...person,
    { name: 'subject', control: 'select', required: true, options: subjectValues },
    { name: 'message', control: 'textarea', maxLength: 5000, required: true },
  ],
  career: [
    ...person,
    { name: 'position', control: 'input', type: 'text', autoComplete: 'off', maxLength: 100, required: true },
    // Text, not type="number": a number input silently turns "0x10" into "010" and "2,5" into "25".
    { name: 'experience', control: 'input', type: 'text', inputMode: 'decimal', autoComplete: 'off', required: true, check: 'experience' },
    { name: 'coverLetter', control: 'textarea', maxLength: 5000, required: true },
  ],
} as const satisfies Record<string, readonly FieldSpec[]>;

export type FormKind = keyof typeof formTables;
export const formKinds = Object.keys(formTables) as FormKind[];

export type FieldName<Kind extends FormKind> = (typeof formTables)[Kind][number]['name'];
export type FormValues<Kind extends FormKind> = Record<FieldName<Kind>, string>;
export type ContactValues = FormValues<'contact'>;
export type CareerValues = FormValues<'career'>;

/** A form's table, typed loosely enough to walk whichever form is at hand. */
export function fieldsOf<Kind extends FormKind>(kind: Kind): readonly (FieldSpec & { name: FieldName<Kind> })[] {
  return formTables[kind];
}

export function fieldNames<Kind extends FormKind>(kind: Kind): FieldName<Kind>[] {
  return fieldsOf(kind).map((field) => field.name);
}
