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
  /** For a message the relay keeps to pass on later: when the office sees it at the latest, in the page's words. */
  late: string | null;
}

/** The words a message is written with: its lines', the reference's label, and any lines that open it. */
export type MessageWords<Kind extends FormKind> = ComposeWordsOf<Kind> & {
  referenceLine: string;
  opening?: readonly (readonly [label: string, value: string])[];
};

export interface DeliveryRequest<Kind extends FormKind> {
  kind: Kind;
  /** The form's values as typed, checked. */
  values: FormValues<Kind>;
  /**
   * The words and language the page writes the message with, when it writes it (no relay): the
   * page's, or the office's where it reads another (src/forms/words.ts `OfficeWords`), whose
   * message opens with lines of its own ("Language: Kreyòl ayisyen").
   */
  words: MessageWords<Kind>;
  language: LocaleFacts;
  locale: Locale;
  /** The sign-in's ID token, for the relay to check. */
  credential: string;
  /** The page's key for this message, the same for each retry of it: the relay sends it once (RELAY-ONCE). */
  key: string;
}
