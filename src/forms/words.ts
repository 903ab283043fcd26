/**
 * The choices the contact form's Trip and Vehicle answers offer, named by the pages that show them
 * (tables.ts `optionsFrom`): a Trip answer by the first trip mode of /trips that books it, a
 * vehicle by its name on /vehicles. Made where the content is read (the contact page at build, the
 * tests), and handed to the forms with their words.
 */
import { loadFacts, loadWords } from '../content/load';
import { type Locale, type LocaleFacts, localeFacts, officeWriting } from '../i18n/locales';
import { languageLines } from './delivery/received';
import { type FormKind, fieldsOf } from '../content/forms/tables';
import type { MessageWords } from './delivery/request';
import type { FormsWords } from '../content/contact/forms-words-schema';
import { type BookableFormsWords, withBookableChoices } from './booking/bookable';

export type { BookableFormsWords } from './booking/bookable';

/** The forms' words in a language, read from content with the choices named elsewhere. */
export function loadFormsWords(locale: Locale): BookableFormsWords {
  return withBookableChoices(loadWords('contact', locale).forms, loadWords('trips', locale), loadWords('vehicles', locale), loadFacts());
}

type RideDetailsWords = FormsWords['rideDetails'];

/** Sign-in by a code sent by email's own words. */
export type CodeSignInWords = FormsWords['signIn']['code'];

/**
 * The ride details' words, which the contact page's HTML does not carry: the page's script loads
 * them once it starts (`rideWordsPath`), as the ride details are closed until the visitor opens
 * them. In the HTML they made /es/contacto miss a new connection's first round trip.
 */
export interface LaterWords {
  /** Each ride detail's words, by its field's name. */
  fields: Readonly<Record<string, BookableFormsWords['contact']['fields'][keyof BookableFormsWords['contact']['fields']]>>;
  rideDetails: Omit<RideDetailsWords, 'offer'>;
  /** The confirmation's, needed only once a message is sent. */
  confirmation: FormsWords['confirmation'];
  /** Sign-in by a code sent by email's, needed only where the relay offers it. */
  codeSignIn: CodeSignInWords;
  /** On a page in a language the office does not read: the words a message is written in for the office. */
  office?: OfficeWords;
}

/**
 * What a page in a language the office does not read (locales.ts `officeReads`) writes a message
 * with: the office's language and its words for the message, which open with a line naming the
 * page's language ("Language: Kreyòl ayisyen"), made here at build so the page's script needs no
 * other language's facts.
 */
export interface OfficeWords {
  language: LocaleFacts;
  words: MessageWords<FormKind>;
}

/** The forms' words the page's HTML carries: all but those that come later, which it may hold too (the tests', made from content at once). */
export type PageFormsWords = Omit<FormsWords, 'confirmation' | 'signIn'> &
  Partial<Pick<FormsWords, 'confirmation'>> & { signIn: Omit<FormsWords['signIn'], 'code'> & { code?: CodeSignInWords } };

/** The address of a language's ride-details words (src/pages/forms/ride-details-[locale].json.ts). */
export function rideWordsPath(locale: Locale): string {
  return `/forms/ride-details-${locale}.json`;
}

/** The office's words for a page in `locale`, where the office reads another language; none where it reads the page's. */
export function officeWordsFor(locale: Locale): OfficeWords | undefined {
  const office = localeFacts[locale].officeReads;
  if (office === locale) return undefined;
  const words = loadFormsWords(office);
  const { fields, rideDetails } = splitRideWords(words).later;
  return {
    language: officeWriting(locale),
    words: {
      fields,
      ...rideDetails,
      referenceLine: words.referenceLine,
      opening: languageLines(locale, words.languageLine),
    },
  };
}

/** The forms' words split into what the page's HTML carries and what its script loads later. */
export function splitRideWords(words: BookableFormsWords): { now: PageFormsWords; later: LaterWords } {
  const ride: ReadonlySet<string> = new Set(fieldsOf('contact').flatMap((row) => (row.section === 'ride' ? [row.name] : [])));
  const entries = Object.entries(words.contact.fields);
  const { offer, ...rideDetails } = words.rideDetails;
  const { confirmation, ...pageWords } = words;
  const { code: codeSignIn, ...signIn } = words.signIn;
  return {
    now: {
      ...pageWords,
      signIn,
      contact: {
        ...words.contact,
        fields: Object.fromEntries(entries.filter(([name]) => !ride.has(name))) as FormsWords['contact']['fields'],
      },
      rideDetails: { offer } as RideDetailsWords,
    },
    later: { fields: Object.fromEntries(entries.filter(([name]) => ride.has(name))), rideDetails, confirmation, codeSignIn },
  };
}
