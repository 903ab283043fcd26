/**
 * What a form hands its way of sending (delivery.ts), and what comes back: the one shape the relay
 * and EmailJS's library are both sent through.
 */
import type { Locale, LocaleFacts } from '../../i18n/locales';
import type { FormKind, FormValues } from '../../content/forms/tables';
import type { ComposeWordsOf } from './compose';
import type { ReceivedLine } from './received';

/** What came of a message that was sent: what the confirmation shows. */
export interface Delivered {
  reference: string;
  /** Every line the company received, ride details included. */
  received: ReceivedLine[];
  /** Where the receipt went: the signed-in address, with the relay; none without it. */
  copyTo: string | null;
}

export interface DeliveryRequest<Kind extends FormKind> {
  kind: Kind;
  /** The form's values as typed, checked. */
  values: FormValues<Kind>;
  /**
   * The words the page writes the message with, when it writes it (no relay): the page's language's,
   * or the office's where it reads another (`officeReads`, src/forms/words.ts `OfficeWords`).
   */
  words: ComposeWordsOf<Kind> & { referenceLine: string; opening: readonly (readonly [label: string, value: string])[] };
  /** The page's language: in its order the visitor typed the dates. */
  language: LocaleFacts;
  /** The language the message is written in: the page's, or the office's. */
  writtenIn: LocaleFacts;
  locale: Locale;
  /** The sign-in's ID token, for the relay to check. */
  credential: string;
}
