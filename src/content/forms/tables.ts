/**
 * The two forms, each declared once as a table of its fields. Everything else derives from these
 * tables: the rendered controls (`Field`), the checks (`checks.ts`), the drafts (`drafts.ts`), the
 * request sent (`delivery.ts`) and the schema of the words each field shows (`words-schema.ts`).
 *
 * The field names are the wire format: the EmailJS template parameters of the contact form and
 * the multipart field names of the career form, in this order.
 */
import { quoteRequest, tripKinds, weekDays } from './values';

/** The subject choices' values, as sent (requirement FORM-SUBJECTS); their labels live in content. */
const subjectValues = ['consulta', 'cotizacion', 'reclamo', 'otro'] as const;

/** A check beyond "required", made only on a field that holds something (see `checks.ts`). */
export type FieldCheck = 'phone' | 'email' | 'experience' | 'date' | 'time' | 'code';

/** One row of a form's table. */
export interface FieldRow {
  /** The name sent to EmailJS, and the key of the field's words in content. */
  readonly name: string;
  /**
   * A set of radio buttons shows every choice in full, wrapped: for choices too long for a closed
   * select on a phone. Checkboxes take any number of its choices. A date is three plain text
   * inputs, month, day and year in the page's order (GOV.UK's date input): the browsers' own date
   * pickers differ, and an empty one looks filled. Stops are a list of addresses the visitor grows
   * and shrinks (`stops.ts`).
   */
  readonly control: 'input' | 'textarea' | 'select' | 'radios' | 'checkboxes' | 'date' | 'stops';
  /**
   * For inputs: the input type (requirement FORM-INPUT-TYPES). A time
   * is plain text, read by `readTime` ("8:45 AM"), for the same reasons as a date.
   */
  readonly type?: 'text' | 'tel' | 'email';
  /** The keyboard a phone shows, where the type alone does not say. */
  readonly inputMode?: 'decimal' | 'numeric';
  readonly autoComplete?: string;
  /** The most characters the field takes; the long text fields show how many are left. */
  readonly maxLength?: number;
  /** The most items a list (stops) takes. */
  readonly maxItems?: number;
  /** Every field the requirements name is required (FORM-REQUIRED); the ride details are not. */
  readonly required: boolean;
  readonly check?: FieldCheck;
  /** For a date: another date field of the form it may not come before (the last ride, not before the first). */
  readonly notBefore?: string;
  /** Filled in from the signed-in profile until the visitor types their own. */
  readonly prefill?: 'name' | 'email';
  /** For a select: the values it offers, after a blank first choice; for radios and checkboxes, one button each. */
  readonly options?: readonly string[];
  /**
   * Choices named by another page's content rather than the form's words: the trip modes of /trips
   * (the Trip answers), or the vehicles of /vehicles, whose ids are then the values (`bookable.ts`).
   */
  readonly optionsFrom?: 'tripModes' | 'vehicles';
  /** Radios whose first choice is "none of these" ("Not sure"), held as no value: the field starts on it. */
  readonly blankChoice?: boolean;
  /** Part of the ride details: shown in their own section and sent inside `message` (see `rideDetails`). */
  readonly section?: 'ride';
  /** Written into the line of another field of the form rather than a line of its own (the repeat's how often, days and end). */
  readonly inLineOf?: string;
  /**
   * Shown, checked and sent only while another field of the form, itself in play, holds this
   * value (a facility's name only for facility staff, and they only for a ride for someone else).
   */
  readonly shownWhen?: FieldCondition;
  /**
   * While this holds, the field reads with its content's `otherWords` in place of its own: the
   * writer's name becomes "Your full name" when the ride is for someone else, so nobody confuses
   * the two people.
   */
  readonly otherWordsWhen?: FieldCondition;
}

/** Another field of the same form holding one value. */
export interface FieldCondition {
  readonly field: string;
  readonly is: string;
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

/**
 * Sign-in by a code sent by email (src/forms/sign-in/code-limits.ts), in a build with the relay:
 * the name and address asked once, as the forms ask them (their words are the contact form's),
 * then the code the email carries (its words are the sign-in's, `signIn.code.field`).
 */
export const codeSignInFields = {
  ask: [person[0], person[2]],
  code: [
    {
      name: 'code',
      control: 'input',
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: 12,
      required: true,
      check: 'code',
    },
  ],
} as const satisfies Record<'ask' | 'code', readonly FieldRow[]>;

/** The ride details' first answer: the rider is somebody other than the person writing. */
const forSomeoneElse = { field: 'rideFor', is: 'someoneElse' } as const;

/** The ride repeats: its how often, days and end are asked. */
const repeating = { field: 'repeats', is: 'yes' } as const;

/** What a dispatcher asks before a ride, all optional (see `rideDetails`). The choices' values stay in the browser: their labels are sent. */
const rideFields = [
  { name: 'rideFor', control: 'radios', required: false, options: ['me', 'someoneElse'], section: 'ride' },
  // Required once shown: a ride for someone else is no use without whom to pick up.
  {
    name: 'riderName',
    control: 'input',
    type: 'text',
    autoComplete: 'off',
    maxLength: 100,
    required: true,
    section: 'ride',
    shownWhen: forSomeoneElse,
  },
  {
    name: 'relationship',
    control: 'radios',
    required: false,
    options: ['family', 'friendOrNeighbour', 'caregiver', 'facilityStaff', 'other'],
    section: 'ride',
    shownWhen: forSomeoneElse,
  },
  {
    name: 'facilityName',
    control: 'input',
    type: 'text',
    autoComplete: 'organization',
    maxLength: 150,
    required: false,
    section: 'ride',
    shownWhen: { field: 'relationship', is: 'facilityStaff' },
  },
  {
    name: 'riderPhone',
    control: 'input',
    type: 'tel',
    autoComplete: 'off',
    maxLength: 30,
    required: false,
    check: 'phone',
    section: 'ride',
    shownWhen: forSomeoneElse,
  },
  // How the ride goes, in /trips' names (requirement BOOK-TRIP).
  { name: 'trip', control: 'radios', required: false, options: tripKinds, optionsFrom: 'tripModes', section: 'ride' },
  // A repeating ride (requirements TRIPS, Regular Round Trip, and BOOK-REPEATS): how often, on which days, until when; one line in the message.
  { name: 'repeats', control: 'radios', required: false, options: ['no', 'yes'], section: 'ride' },
  {
    name: 'repeatEvery',
    control: 'radios',
    required: true,
    options: ['week', 'twoWeeks', 'month'],
    section: 'ride',
    inLineOf: 'repeats',
    shownWhen: repeating,
  },
  {
    name: 'repeatDays',
    control: 'checkboxes',
    required: true,
    options: weekDays,
    section: 'ride',
    inLineOf: 'repeats',
    shownWhen: repeating,
  },
  {
    name: 'repeatEnds',
    control: 'radios',
    required: false,
    options: ['onDate', 'whenCalled'],
    section: 'ride',
    inLineOf: 'repeats',
    shownWhen: repeating,
  },
  {
    name: 'repeatUntil',
    control: 'date',
    required: true,
    check: 'date',
    notBefore: 'pickupDate',
    section: 'ride',
    inLineOf: 'repeats',
    shownWhen: { field: 'repeatEnds', is: 'onDate' },
  },
  // Shared Trip (requirement TRIPS): the rider agrees to share the vehicle, for a lower fare.
  { name: 'shared', control: 'radios', required: false, options: ['no', 'yes'], section: 'ride' },
  { name: 'pickupDate', control: 'date', required: false, check: 'date', section: 'ride' },
  { name: 'pickupTime', control: 'input', type: 'text', autoComplete: 'off', required: false, check: 'time', section: 'ride' },
  { name: 'appointmentTime', control: 'input', type: 'text', autoComplete: 'off', required: false, check: 'time', section: 'ride' },
  {
    name: 'returnTime',
    control: 'input',
    type: 'text',
    autoComplete: 'off',
    required: false,
    check: 'time',
    section: 'ride',
    shownWhen: { field: 'trip', is: 'roundTrip' },
  },
  // Not autofilled: the rider is often not the visitor (and "street-address" is for a textarea).
  { name: 'pickupAddress', control: 'input', type: 'text', autoComplete: 'off', maxLength: 200, required: false, section: 'ride' },
  {
    name: 'stops',
    control: 'stops',
    maxLength: 200,
    maxItems: 5,
    required: false,
    section: 'ride',
    shownWhen: { field: 'trip', is: 'multipleStops' },
  },
  { name: 'destination', control: 'input', type: 'text', autoComplete: 'off', maxLength: 200, required: false, section: 'ride' },
  { name: 'vehicle', control: 'radios', required: false, optionsFrom: 'vehicles', blankChoice: true, section: 'ride' },
  {
    name: 'mobility',
    control: 'radios',
    required: false,
    options: ['walks', 'caneOrWalker', 'manualWheelchair', 'powerWheelchair', 'stretcher'],
    section: 'ride',
  },
  { name: 'oxygen', control: 'radios', required: false, options: ['no', 'yes'], section: 'ride' },
  { name: 'help', control: 'radios', required: false, options: ['curbside', 'doorToDoor', 'doorThroughDoor'], section: 'ride' },
  { name: 'companions', control: 'radios', required: false, options: ['none', 'one', 'two', 'more'], section: 'ride' },
  {
    name: 'payer',
    control: 'radios',
    required: false,
    options: ['medicaidPlan', 'medicareAdvantagePlan', 'privatePay', 'notSure'],
    section: 'ride',
  },
  { name: 'driverNotes', control: 'textarea', maxLength: 1000, required: false, section: 'ride' },
] as const;

/**
 * The contact form's ride details: a section of their own that opens by itself for a quote
 * request and is offered otherwise. They are not sent as fields of their own (the EmailJS template
 * has the five of requirement SEND-CONTACT): they go as labelled lines at the top of `message` (see `compose.ts`).
 */
export const rideDetails = {
  opensWhen: quoteRequest,
  sentIn: 'message',
  /** The answers of `rideFor`: the person writing rides, or someone else does (named in `riderName`). */
  rider: { writer: 'me', someoneElse: forSomeoneElse.is },
  /** The field under which a repeating ride's dates are summed up (src/forms/ride-dates/): its first ride's. */
  datesShownAfter: 'pickupDate',
} as const;

export const formTables = {
  contact: [
    // The writer's own name and phone say "Your" when the ride is for someone else.
    { ...person[0], otherWordsWhen: forSomeoneElse },
    { ...person[1], otherWordsWhen: forSomeoneElse },
    person[2],
    { name: 'subject', control: 'select', required: true, options: subjectValues },
    ...rideFields,
    { name: 'message', control: 'textarea', maxLength: 5000, required: true },
  ],
  career: [
    ...person,
    { name: 'position', control: 'input', type: 'text', autoComplete: 'off', maxLength: 100, required: true },
    // Text, not type="number": a number input silently turns "0x10" into "010" and "2,5" into "25".
    { name: 'experience', control: 'input', type: 'text', inputMode: 'decimal', autoComplete: 'off', required: true, check: 'experience' },
    { name: 'coverLetter', control: 'textarea', maxLength: 5000, required: true },
  ],
} as const satisfies Record<string, readonly FieldRow[]>;

export type FormKind = keyof typeof formTables;
export const formKinds = Object.keys(formTables) as FormKind[];

export type FieldName<Kind extends FormKind> = (typeof formTables)[Kind][number]['name'];
export type FormValues<Kind extends FormKind> = Record<FieldName<Kind>, string>;
export type ContactValues = FormValues<'contact'>;
export type CareerValues = FormValues<'career'>;

/** The choices a row of a form offers; none for a row without. */
export function optionsOf(kind: FormKind, name: string): readonly string[] {
  return fieldsOf(kind).find((row) => row.name === name)?.options ?? [];
}

/** A form's table, typed loosely enough to walk whichever form is at hand. */
export function fieldsOf<Kind extends FormKind>(kind: Kind): readonly (FieldRow & { name: FieldName<Kind> })[] {
  return formTables[kind];
}

function fieldNames<Kind extends FormKind>(kind: Kind): FieldName<Kind>[] {
  return fieldsOf(kind).map((field) => field.name);
}

/** Every field of the form empty. */
export function blankValues<Kind extends FormKind>(kind: Kind): FormValues<Kind> {
  return Object.fromEntries(fieldNames(kind).map((name) => [name, ''])) as FormValues<Kind>;
}

/** Whether another field of the form is in play and holds the value. */
export function holds(kind: FormKind, condition: FieldCondition, values: Readonly<Record<string, string>>): boolean {
  const controlling = fieldsOf(kind).find((field) => field.name === condition.field);
  return controlling !== undefined && values[condition.field] === condition.is && isShown(kind, controlling, values);
}

/**
 * Whether a field is in play given the form's values: one with `shownWhen` only while that holds
 * and the field it depends on is in play itself.
 */
export function isShown(kind: FormKind, field: FieldRow, values: Readonly<Record<string, string>>): boolean {
  return field.shownWhen === undefined || holds(kind, field.shownWhen, values);
}

/** The form's values with every field not in play emptied: what is read of them once sent (a ride's calendar file). */
export function valuesInPlay<Kind extends FormKind>(kind: Kind, values: FormValues<Kind>): FormValues<Kind> {
  return Object.fromEntries(
    fieldsOf(kind).map((row) => [row.name, isShown(kind, row, values) ? values[row.name] : '']),
  ) as FormValues<Kind>;
}
