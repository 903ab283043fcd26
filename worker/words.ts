/**
 * The words the relay writes and answers in, per language, bundled into the Worker from the same
 * content files the pages are built from: the forms' words (the ride details' lines, each field's
 * messages, the confirmation's next steps), the relay's own (`relay` in
 * src/content/contact/<language>.json), the required Spanish messages and the company's name and
 * phone. `npm run build` checks every one of these files against its schema before a deploy,
 * and words.test.ts holds what is read here to what the content loader gives. What a language has
 * not translated yet is filled from English, as the pages' words are (src/content/fallback.ts):
 * a relay word the owner has not translated is sent in English, never missing.
 */
import contactEn from '../src/content/contact/en.json' with { type: 'json' };
import contactEs from '../src/content/contact/es.json' with { type: 'json' };
import contactHt from '../src/content/contact/ht.json' with { type: 'json' };
import factsFile from '../src/content/facts/facts.json' with { type: 'json' };
import tripsEn from '../src/content/trips/en.json' with { type: 'json' };
import tripsEs from '../src/content/trips/es.json' with { type: 'json' };
import tripsHt from '../src/content/trips/ht.json' with { type: 'json' };
import vehiclesEn from '../src/content/vehicles/en.json' with { type: 'json' };
import vehiclesEs from '../src/content/vehicles/es.json' with { type: 'json' };
import vehiclesHt from '../src/content/vehicles/ht.json' with { type: 'json' };
import type { ContactWords } from '../src/content/contact/schema';
import type { Facts } from '../src/content/facts/schema';
import type { TripsWords } from '../src/content/trips/schema';
import type { VehiclesWords } from '../src/content/vehicles/schema';
import { type BookableFormsWords, withBookableChoices } from '../src/forms/booking/bookable';
import type { RelayWords } from '../src/content/contact/relay-words-schema';
import type { FormMessages } from '../src/content/contact/forms-words-schema';
import { type Locale, type LocaleFacts, defaultLocale, localeFacts, locales } from '../src/i18n/locales';
import { fillFromEnglish } from '../src/content/fallback';

/** Everything the relay says in one language. */
export interface RelayLanguage {
  locale: Locale;
  language: LocaleFacts;
  forms: BookableFormsWords;
  relay: RelayWords;
  /** The required Spanish messages (requirement FORM-MESSAGES), the same in every language. */
  messages: FormMessages;
  company: Facts['company'];
}

/** The content files the relay's words come from, in one language. */
interface RelayFiles {
  contact: ContactWords;
  trips: TripsWords;
  vehicles: VehiclesWords;
}

/**
 * Each language's relay words from its files as written (`written`), what it lacks filled from
 * English. The JSON is the file itself; the build checked each against its schema
 * (src/content/load.ts), English-filled the same way, before a deploy, so it is taken as such here.
 */
export function relayLanguages(written: Record<Locale, unknown>, facts: Facts): Record<Locale, RelayLanguage> {
  const english = written[defaultLocale];
  return Object.fromEntries(
    locales.map((locale): [Locale, RelayLanguage] => {
      const { contact, trips, vehicles } = fillFromEnglish(english, written[locale]).filled as RelayFiles;
      return [
        locale,
        {
          locale,
          language: localeFacts[locale],
          forms: withBookableChoices(contact.forms, trips, vehicles, facts),
          relay: contact.relay,
          messages: facts.formMessages,
          company: facts.company,
        },
      ];
    }),
  ) as Record<Locale, RelayLanguage>;
}

const languages = relayLanguages(
  {
    en: { contact: contactEn, trips: tripsEn, vehicles: vehiclesEn },
    es: { contact: contactEs, trips: tripsEs, vehicles: vehiclesEs },
    ht: { contact: contactHt, trips: tripsHt, vehicles: vehiclesHt },
  } satisfies Record<Locale, unknown>,
  factsFile as unknown as Facts,
);

/** The words a message from a page in `locale` is written in for the office: the language it reads (locales.ts `officeReads`). */
export function officeLanguage(locale: Locale): RelayLanguage {
  return languages[localeFacts[locale].officeReads];
}

/** The words of a request's language (its `Content-Language`), or the site's first language's. */
export function relayLanguage(tag: string | null): RelayLanguage {
  const asked =
    (tag ?? '')
      .trim()
      .toLowerCase()
      .split(/[-,;\s]/)[0] ?? '';
  return languages[(locales as readonly string[]).includes(asked) ? (asked as Locale) : defaultLocale];
}
