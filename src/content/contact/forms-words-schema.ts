/**
 * Every word the forms show in one language, as content (`forms` in src/content/contact/<language>.json;
 * the required Spanish messages, the same on every page, are facts). The words of each field are
 * keyed by the field's name and shaped by its row in the form's table: a field with a check needs
 * words for a value that fails it, a select needs its choices.
 */
import { z } from 'astro/zod';
import type { Facts } from '../facts/schema';
import { template, text } from '../primitives';
import { type FieldRow, formTables } from '../forms/tables';

/** What every field says. */
const fieldWords = z.object({
  /** The visible label. */
  label: text,
  /** A short line of help under the label, read out with the field. */
  hint: text.optional(),
  /**
   * The ride details only: the label of the field's line in the message the company receives,
   * where the visible one is a question or says "(optional)": "Ride for", not "Who is the ride for?".
   */
  lineLabel: text.optional(),
});

const missingWords = {
  /** What the field says when it is left empty: "Enter your full name". */
  missing: text,
};

/** A field with a check (tables.ts `check`) also says what to do when the value fails it. */
const checkedFieldWords = fieldWords.extend({
  /** "Enter a phone number with 10 to 15 digits, such as 239-555-0100". */
  invalid: text,
});

/**
 * A date (tables.ts `control: 'date'`) shows an example in its hint and labels its three parts;
 * for each fault (date-time.ts `DateFault`) it says what to type, with an example.
 */
const dateFieldWords = fieldWords.extend({
  /** "For example, 12 15 2026", in the page's order of the parts. */
  hint: text,
  /** The label of each part: "Month", "Day", "Year". */
  parts: z.object({
    /** "Month". */
    month: text,
    /** "Day". */
    day: text,
    /** "Year". */
    year: text,
  }),
  /** What the date says when it cannot be used, one message for each way it can be wrong. */
  errors: z.object({
    /** A part missing or not a number: "Enter the pickup date as month, day and year, for example 12 15 2026". */
    format: text,
    /** A year not of 4 digits. */
    year: text,
    /** A month or day that does not exist: 2 30 2026. */
    notReal: text,
    /** Before Florida's today. */
    past: text,
  }),
});

/** A time (tables.ts `check: 'time'`) shows an example in its hint; for each fault (date-time.ts `TimeFault`) it says what to type. */
const timeFieldWords = fieldWords.extend({
  /** Ends with "For example, 8:45 AM". */
  hint: text,
  /** What the time says when it cannot be used, one message for each way it can be wrong. */
  errors: z.object({
    /** Not a time: "Enter the pickup time with hours and minutes and AM or PM, for example 8:45 AM". */
    format: text,
    /** An hour from 1 to 12 without AM or PM. */
    amPm: text,
    /** An hour or minute a clock does not show: 8:75. */
    notReal: text,
  }),
});

/** Radios label each value of the field's `options`, in that order. */
const choiceFieldWords = fieldWords.extend({
  /**
   * The choices, in the order shown.
   *
   * @remarks One label per value; the subject's values are what is sent, the ride details' labels (see compose.ts).
   */
  options: z.array(
    z.object({
      value: z.string(),
      /** The choice's words, as the visitor reads them. */
      label: text,
    }),
  ),
});

/** A select also names its blank first choice. */
const selectFieldWords = choiceFieldWords.extend({
  /** The blank first choice, such as "Select a subject". */
  placeholder: text,
});

/**
 * Radios whose choices another page names (tables.ts `optionsFrom`: the trip modes of /trips, the
 * vehicles of /vehicles): only the question's own words are here.
 */
const namedElsewhereFieldWords = fieldWords;

/** Such radios with a first choice for none of them (tables.ts `blankChoice`). */
const blankChoiceFieldWords = fieldWords.extend({
  /** The first choice, for a visitor who does not know: "Not sure". */
  blankChoice: text,
});

/** A date that may not come before another (tables.ts `notBefore`: the last ride) also says so when it does. */
const laterDateFieldWords = dateFieldWords.extend({
  /** What the date says when it cannot be used, one message for each way it can be wrong. */
  errors: dateFieldWords.shape.errors.extend({
    /** Before the date it follows: "The last ride must be on or after the pickup date". */
    tooEarly: text,
  }),
});

/** A list of stops (tables.ts `control: 'stops'`): each stop's label, its buttons, and what is said as they change. */
const stopsFieldWords = fieldWords.extend({
  /** Each stop's label. Keep {number}: it becomes the stop's number, 2 for the first stop after the pickup. */
  item: template('number'),
  /** The button that adds a stop: "Add a stop". */
  add: text,
  /** The button that takes a stop away. Keep {number}: "Remove stop {number}". */
  remove: template('number'),
  /** Said in place of the add button once the list is full. Keep {count}, the most stops: "Up to {count} stops. For more, please call us." */
  limit: template('count'),
  /** Read out by screen readers when a stop is added: "Stop {number} added". */
  added: template('number'),
  /** Read out by screen readers when a stop is removed: "Stop {number} removed". */
  removed: template('number'),
  /** What a stop left empty says. */
  errors: z.object({
    /** Keep {number}: "Enter the address of stop {number}, or remove it". */
    emptyStop: template('number'),
  }),
});

type BaseWordsOf<Field extends FieldRow> = Field extends { control: 'select' }
  ? typeof selectFieldWords
  : Field extends { optionsFrom: string; blankChoice: true }
    ? typeof blankChoiceFieldWords
    : Field extends { optionsFrom: string }
      ? typeof namedElsewhereFieldWords
      : Field extends { control: 'radios' | 'checkboxes' }
        ? typeof choiceFieldWords
        : Field extends { control: 'stops' }
          ? typeof stopsFieldWords
          : Field extends { notBefore: string }
            ? typeof laterDateFieldWords
            : Field extends { check: 'date' }
              ? typeof dateFieldWords
              : Field extends { check: 'time' }
                ? typeof timeFieldWords
                : Field extends { check: string }
                  ? typeof checkedFieldWords
                  : typeof fieldWords;

type RequiredWordsOf<Field extends FieldRow> =
  BaseWordsOf<Field> extends z.ZodObject<infer Shape>
    ? Field extends { required: true }
      ? z.ZodObject<Shape & typeof missingWords>
      : BaseWordsOf<Field>
    : never;

type WordsSchemaOf<Field extends FieldRow> = Field extends { otherWordsWhen: object }
  ? RequiredWordsOf<Field> extends z.ZodObject<infer Shape>
    ? z.ZodObject<Shape & { otherWords: RequiredWordsOf<Field> }>
    : never
  : RequiredWordsOf<Field>;

function baseWordsFor(field: FieldRow): z.ZodObject {
  if (field.control === 'select') return selectFieldWords;
  if (field.optionsFrom !== undefined) return field.blankChoice === true ? blankChoiceFieldWords : namedElsewhereFieldWords;
  if (field.control === 'radios' || field.control === 'checkboxes') return choiceFieldWords;
  if (field.control === 'stops') return stopsFieldWords;
  if (field.notBefore !== undefined) return laterDateFieldWords;
  if (field.check === 'date') return dateFieldWords;
  if (field.check === 'time') return timeFieldWords;
  return field.check === undefined ? fieldWords : checkedFieldWords;
}

function wordsSchemaFor(field: FieldRow) {
  const base = baseWordsFor(field);
  const own = field.required ? base.extend(missingWords) : base;
  // The same words again, for while tables.ts `otherWordsWhen` holds: "Your full name".
  const words =
    field.otherWordsWhen === undefined
      ? own
      : own.extend({
          otherWords: own.describe('The same words when the ride is for someone else: "Your full name", "Your phone number".'),
        });
  const values = field.options ?? [];
  return field.options !== undefined && field.optionsFrom === undefined
    ? words.refine(
        (choiceWords) => {
          const { options } = choiceWords as z.infer<typeof choiceFieldWords>;
          return options.length === values.length && options.every((option, index) => option.value === values[index]);
        },
        { message: `options must be, in this order: ${values.join(', ')}`, path: ['options'] },
      )
    : words;
}

type FieldsWordsShape<Table extends readonly FieldRow[]> = { [Field in Table[number] as Field['name']]: WordsSchemaOf<Field> };

function fieldsWords<Table extends readonly FieldRow[]>(table: Table) {
  const shape = Object.fromEntries(
    table.map((field) => [
      field.name,
      wordsSchemaFor(field).describe(
        'What this field of the form says: its label, its help line and its messages when something is wrong.',
      ),
    ]),
  );
  return z.object(shape as FieldsWordsShape<Table>);
}

/** One form: its heading, its fields' words, and its submit button's words idle and while sending. */
function formWords<Table extends readonly FieldRow[]>(table: Table) {
  return z.object({
    /** The form's heading. */
    heading: text,
    /** Each field's words, in the order the form shows them. */
    fields: fieldsWords(table),
    /** The submit button's words. */
    submit: text,
    /** Its words while the form is on its way: "Sending..." (contact), "Submitting..." (career). */
    busy: text,
  });
}

export const formsWordsSchema = z.object({
  /** Accessible name of the pair of buttons that switch between the forms. */
  switchLabel: text,
  /** The button that shows the contact form: "Contact Form". */
  switchContact: text,
  /** The button that shows the career form: "Career Form". */
  switchCareer: text,
  /** Shown above each form's fields: every field is required unless it says it is optional. */
  requiredNote: text,
  /** The contact form. */
  contact: formWords(formTables.contact),
  /** The career form, for job seekers. */
  career: formWords(formTables.career),
  /**
   * The contact form's optional ride details.
   *
   * @remarks tables.ts `rideDetails`.
   */
  rideDetails: z.object({
    /** The button that opens them when the subject is not a quote request: "Planning a ride? Add the details (optional)". */
    offer: text,
    /** The name of their group of fields, saying they are optional. */
    legend: text,
    /** Under it: fill in what you know; where the details go. */
    intro: text,
    /** The line above them in the message the company receives: "Ride details". */
    heading: text,
    /**
     * That line once the form says who rides, saying who the ride is for: "Ride details for
     * {name}", with the rider's name, or the writer's when the ride is for them.
     */
    headingFor: template('name'),
    /**
     * The message's line for a ride that repeats, after its label: "{every} on {days}", such as
     * "every week on Monday, Wednesday and Friday". Keep {every} and {days}: they become the answers.
     */
    repeatLine: template('every', 'days'),
    /** How that line ends for a last ride on a date. Keep {date}: "until {date}". */
    repeatUntil: template('date'),
    /**
     * A repeating ride's dates: the summary under the pickup date, kept up to date as the visitor
     * answers, and its line in the message the company receives.
     *
     * @remarks src/forms/ride-dates/schedule.ts works the dates out.
     */
    dates: z.object({
      /** While the repeat's answers make no dates yet: what to fill in to see them. */
      waiting: text,
      /** How many rides, for one ride: "1 ride". */
      rideOne: text,
      /** How many rides, for more than one. Keep {count}: "{count} rides". */
      rides: template('count'),
      /** The summary of a few rides, all listed. Keep {rides} (how many) and {dates} (each ride's date): "{rides}: {dates}." */
      all: template('rides', 'dates'),
      /**
       * The summary of more rides: the first few, then the last. Keep {rides}, {dates} (the first
       * three) and {last}: "{rides}: {dates} … the last on {last}."
       */
      toLast: template('rides', 'dates', 'last'),
      /**
       * The summary of rides that go on until the company is called: those of the first weeks. Keep
       * {rides}, {weeks} (how many weeks) and {dates} (the first three).
       */
      untilCalled: template('rides', 'weeks', 'dates'),
      /** After the summary, for a round trip: the return pickup's time. Keep {time}. */
      returnAt: template('time'),
      /** When the pickup date is on none of the days ticked: it is still the first ride. Keep {date}, the pickup date. */
      firstOffDays: template('date'),
      /** When the last ride's date comes before the second ride would: one ride only. */
      endsBeforeSecond: text,
      /** The label of the dates' line in the message: "Dates". */
      lineLabel: text,
      /** That line for one ride. Keep {rides} and {first}, its date. */
      lineOne: template('rides', 'first'),
      /** That line for more rides. Keep {rides}, {first} and {last}: "{rides}, from {first} to {last}". */
      line: template('rides', 'first', 'last'),
      /** That line for rides until the company is called. Keep {rides} (in the first weeks), {weeks} and {first}. */
      lineUntilCalled: template('rides', 'weeks', 'first'),
    }),
  }),
  /** Beside each form's buttons: where to read what happens to what is sent. Keep {link}: it becomes the link to the privacy notice. */
  privacyNote: template('link'),
  /** The words of that link: "privacy notice". */
  privacyLink: text,
  /** Under an optional set of radios once one is chosen: takes the choice back, "Clear this answer". */
  clearChoice: text,
  /** The button that empties the form shown. */
  reset: text,
  /** Remaining characters under the long fields, such as "{count} characters left". */
  counter: template('count'),
  /** The box at the top of a form that could not be sent, listing what to fix. */
  errorSummary: z.object({
    /** Its heading: "There is a problem". */
    heading: text,
  }),
  /** Read out before each field's error (visually hidden): "Error:". */
  fieldErrorPrefix: text,
  /**
   * What a one-line field says when it holds a tab, a line break or another control character
   * (pasted from elsewhere). Keep {label}: the field's name.
   */
  oneLine: template('label'),
  /** The label of the line at the top of every message the company receives that gives its reference: "Reference". */
  referenceLine: text,
  /**
   * The label of the line that opens a message from a page in a language the office does not
   * read, naming that language: "Language" (the office's language's word is used).
   */
  languageLine: text,
  /** What to do next, with the phone number after the words. */
  nextSteps: z.object({
    /** After a failure, in the error banner. */
    failed: text,
    /** When the provider has not answered in 20 seconds: the message may still arrive, so do not send it again. */
    overdue: text,
    /**
     * When no answer came at all (the connection dropped): send it again, which is safe, since the
     * website sends a message once however often it arrives; or call.
     */
    noAnswer: text,
  }),
  /**
   * What stays on the page once a message or an application is sent, until the visitor starts a
   * new one: its reference, what was received, what happens next.
   */
  confirmation: z.object({
    /** Its heading, for each form: "We have your message", "We have your application". */
    heading: z.object({
      /** After the contact form. */
      contact: text,
      /** After the career form. */
      career: text,
    }),
    /** The reference to quote. Keep {reference}: it becomes the reference, such as MR-7KQ4PX. */
    reference: template('reference'),
    /** Under the reference: why to keep it. */
    referenceHint: text,
    /** The heading over every line that was sent: "What we received". */
    receivedHeading: text,
    /** The heading over what happens next. */
    nextHeading: text,
    /** What happens next, for each form. Keep {phone}: it becomes the phone number the visitor gave. */
    next: z.object({
      /** After the contact form: when the company calls to confirm. */
      contact: template('phone'),
      /** After the career form. */
      career: template('phone'),
    }),
    /** With the relay, which emails the visitor a copy. Keep {email}: it becomes the signed-in address. */
    copySent: template('email'),
    /** With the relay, when the month's sending kept no room for the copy: none was emailed, so keep this page. */
    noCopy: text,
    /** The button that prints the confirmation. */
    print: text,
    /**
     * "Add to my calendar", after a ride request with a pickup date: the line that names the file
     * (printed too), its button, and the words of the file's events, made in the visitor's browser.
     */
    calendar: z.object({
      /** Names the file and what it holds. Keep {file}: it becomes the file's name, such as MR-7KQ4PX.ics. */
      intro: template('file'),
      /** The button that saves the file. */
      button: text,
      /** In place of both, for a request without a pickup date: why there is no file. */
      noDate: text,
      /** When the browser could not make the file. */
      failed: text,
      /** An event's title, the pickup's. Keep {reference} and {time}: "Ride requested, {reference}: pickup {time}". */
      pickup: template('reference', 'time'),
      /** That title for a ride with no pickup time. Keep {reference}. */
      pickupNoTime: template('reference'),
      /** The return pickup's title. Keep {reference} and {time}. */
      returnPickup: template('reference', 'time'),
      /** In the pickup's description: where the ride goes. Keep {place}. */
      goingTo: template('place'),
      /** In the return's description: where it goes back to. Keep {place}. */
      backTo: template('place'),
      /** In the description of a ride for someone else: who rides. Keep {name}. */
      rider: template('name'),
      /** In every description: the ride is not yet confirmed; call to confirm, change or cancel. Keep {phone}. */
      notConfirmed: template('phone'),
      /** In the description of rides that go on until the company is called: the file holds their first weeks. Keep {weeks}. */
      untilCalled: template('weeks'),
    }),
  }),
  /** The panel over the forms until the visitor signs in. */
  signIn: z.object({
    /** Its heading: "Please sign in to use the forms". */
    heading: text,
    /** Why signing in is needed, and what is read from the account. */
    why: text,
    /** While the sign-in button loads. */
    loading: text,
    /** When the sign-in script cannot load (offline, blocked): said plainly, with the phone and email after it. */
    failed: text,
    /** With JavaScript off, in place of the loading line: the forms need it; call {phone} or write to {email}. */
    noScript: template('phone', 'email'),
    /** Before the phone number and email, for visitors who would rather not sign in. */
    callInstead: text,
    /** The words of its phone link: "Call toll-free". */
    phoneLabel: text,
    /** The words of its email link: "Email". */
    emailLabel: text,
    /**
     * With the relay only (when the forms send through the site's own program), after why: the sign-in is
     * checked before a message goes out, and how many messages one account may send. Keep
     * {hour}, {day} and {month} (in 30 days): they become the numbers.
     */
    checked: template('hour', 'day', 'month'),
    /**
     * When the account signed in with has an address Google has not verified, which the forms
     * cannot take: sign in with another account, or call or write (the ways follow).
     */
    unverified: text,
    /**
     * Sign-in by a code sent by email, under Google's button, for visitors without a Google
     * account; only in a build with the relay, and only while the relay has it turned on.
     */
    code: z.object({
      /** The button that opens it: "No Google account? Get a code by email". */
      offer: text,
      /** What happens, above the name and address: we email a code to type here. */
      ask: text,
      /** The button that sends the code: "Send me a code". */
      send: text,
      /** While the code is on its way. */
      sending: text,
      /**
       * Once sent, above the field for the code: where it went and how long it works; to look in
       * the spam folder too. Keep {email} and {minutes}.
       */
      sent: template('email', 'minutes'),
      /** The field for the code. */
      field: z.object({
        /** "Code from the email". */
        label: text,
        /** Under the label: "6 digits". Keep {digits}: how many. */
        hint: template('digits'),
        /** When left empty. */
        missing: text,
        /** When it is not a code of that many digits. Keep {digits}. */
        invalid: template('digits'),
      }),
      /** The button that checks the code: "Sign in". */
      signIn: text,
      /** While the code is checked. */
      checking: text,
      /** The button for another code, shown a minute after one was sent: "Send a new code". */
      newCode: text,
      /** Until then, where that button will be: "You can ask for a new code in a minute." */
      newCodeSoon: text,
      /** The button back to the name and address: "Use another email address". */
      otherAddress: text,
      /** When the website could not be reached at all (offline): try again, or call. */
      offline: text,
    }),
    /** Shown above the forms once signed in, such as "Signed in as {name}". */
    signedInAs: template('name'),
    /** The button beside it that signs out and removes what was typed. */
    signOut: text,
    /** Under it while a form is on its way: signing out must wait for the answer. */
    signOutWaits: text,
    /** Said on the panel after signing out. */
    signedOut: text,
  }),
});

export type FormsWords = z.infer<typeof formsWordsSchema>;

/** The forms' required messages (facts.json `formMessages`, requirement FORM-MESSAGES). */
export type FormMessages = Facts['formMessages'];
