/**
 * What the page and the forms' relay (worker/relay.ts, `POST /api/send`) say to each other, for a
 * build with PUBLIC_FORMS_RELAY set. The page posts the form's fields as typed, with the Google
 * sign-in's credential and the page's language in `Content-Language`; the relay checks both,
 * writes the message and sends it, and answers JSON: the reference and what was received, or
 * words to show after "Error:" (with `Retry-After` when trying again later can work).
 */
import type { FieldProblem } from '../fields/checks';
import type { FormKind } from '../../content/forms/tables';
import type { ReceivedLine } from './received';

/**
 * How many messages one Google account may send through the relay (requirement RELAY-LIMIT): in any
 * hour, any day and any 30 days. The month's keeps one account from spending the site's monthly
 * sending (worker/month.ts): its messages and their receipts are a fifth of EmailJS's free plan.
 */
export const accountLimits = { hour: 5, day: 10, month: 20 } as const;

/**
 * The page's own key for one message (requirement RELAY-ONCE): made when it is first sent and kept
 * with the draft until it is answered, so that a repeat (a double press, a retry after no answer)
 * names the same message and the relay sends it once.
 */
export const sendKeyPattern = /^[\w-]{16,64}$/;

/** The body of `POST /api/send`. */
export interface RelayRequest {
  form: FormKind;
  /** The ID token Google's sign-in returned. */
  credential: string;
  /** Every field of the form's table, as typed (the relay writes the ride details into the message). */
  fields: Readonly<Record<string, string>>;
  /** The page's key for this message (`sendKeyPattern`); a page without one is never answered as a repeat. */
  key?: string;
}

/**
 * The answer to a message the relay took: 200 once the office's copy went, 202 once it is kept to
 * go as soon as its channel takes it (`late` then says when the office sees it at the latest).
 */
export interface RelaySent {
  reference: string;
  /** What the company received, line by line. */
  received: ReceivedLine[];
  /** The signed-in address the receipt goes to; null when EmailJS's month keeps no room for one. */
  copyTo: string | null;
  /** For a message kept: when the office sees it at the latest, and for a ride before then, the phone, in the page's words. */
  late: string | null;
}

/** The answer to a message that was not: `error` goes after "Error:" on the banner. */
export interface RelayRefusal {
  error: string;
  /** For a form the relay's checks refused: what was wrong, as the page's own checks say it. */
  problems?: FieldProblem[];
  /** For a message that may have gone (504): its reference, which the page keeps in sight. */
  reference?: string;
}

/** Where the page asks for a sign-in code (`POST`), and whether sign-in by code is on (`GET`, `CodeOffered`). */
export const codePath = '/api/code';

/** Where the page sends the code back, with the name and address, for the relay's own sign-in. */
export const codeCheckPath = '/api/code/check';

/** The body of both: `fullName` and `email` (codeSignInFields.ask), and for the check the `code` and the ticket the code came with. */
export interface CodeRequest {
  fields: Readonly<Record<string, string>>;
  ticket?: string;
}

/** The answer to `GET` of `codePath`: whether the relay has sign-in by code on (its template and secret set). */
export interface CodeOffered {
  on: boolean;
}

/**
 * The answer to a code sent: how many minutes it is good for, and its ticket, which this browser
 * alone holds and sends back with the code: nobody else can spend its tries.
 */
export interface CodeSent {
  minutes: number;
  ticket: string;
}

/** The answer to a code that checks: the relay's own credential, which `POST /api/send` takes as it takes Google's. */
export interface CodeChecked {
  credential: string;
}
