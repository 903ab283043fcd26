/**
 * The choices the contact form's Trip and Vehicle answers offer, named by the pages that show them
 * (tables.ts `optionsFrom`): a Trip answer by the first trip mode of /trips that books it, a
 * vehicle by its name on /vehicles. Made where the content is read (the contact page at build, the
 * tests), and handed to the forms with their words.
 */
import { loadFacts, loadWords, wordsFor } from '../../content/load';
import type { Facts } from '../../content/facts/schema';
import type { TripsWords } from '../../content/trips/schema';
import type { VehiclesWords } from '../../content/vehicles/schema';
import type { Locale } from '../../i18n/locales';
import { fieldsOf } from '../fields/tables';
import { tripKinds } from '../fields/values';
import type { FormsWords } from '../fields/words-schema';

interface Choice {
  value: string;
  label: string;
}

/** The forms' words as the form shows them: the Trip and Vehicle answers with their choices. */
export type BookableFormsWords = FormsWords & {
  contact: { fields: { trip: { options: Choice[] }; vehicle: { options: Choice[] } } };
};

/** Each Trip answer some mode books, in the form's order, named as the first mode that books it. */
function tripChoices(trips: TripsWords): Choice[] {
  return tripKinds.flatMap((kind) => {
    const mode = trips.modes.find((candidate) => candidate.books === kind);
    return mode === undefined ? [] : [{ value: kind, label: mode.name }];
  });
}

/** Each vehicle of the facts, by its id, named as /vehicles names it. */
function vehicleChoices(vehicles: VehiclesWords, facts: Facts): Choice[] {
  return facts.vehicles.map(({ id }) => ({ value: id, label: wordsFor(vehicles.vehicles, id).name }));
}

/** The forms' words with the Trip and Vehicle choices in them, as the form shows them. */
function withBookableChoices(forms: FormsWords, trips: TripsWords, vehicles: VehiclesWords, facts: Facts): BookableFormsWords {
  const { fields } = forms.contact;
  return {
    ...forms,
    contact: {
      ...forms.contact,
      fields: {
        ...fields,
        trip: { ...fields.trip, options: tripChoices(trips) },
        vehicle: { ...fields.vehicle, options: vehicleChoices(vehicles, facts) },
      },
    },
  };
}

/** The forms' words in a language, read from content with the choices named elsewhere. */
export function loadFormsWords(locale: Locale): BookableFormsWords {
  return withBookableChoices(loadWords('contact', locale).forms, loadWords('trips', locale), loadWords('vehicles', locale), loadFacts());
}

type RideDetailsWords = FormsWords['rideDetails'];

/**
 * The ride details' words, which the contact page's HTML does not carry: the page's script loads
 * them once it starts (`rideWordsPath`), as the ride details are closed until the visitor opens
 * them. In the HTML they made /es/contacto miss a new connection's first round trip.
 */
export interface LaterWords {
  /** Each ride detail's words, by its field's name. */
  fields: Readonly<Record<string, BookableFormsWords['contact']['fields'][keyof BookableFormsWords['contact']['fields']]>>;
  rideDetails: Omit<RideDetailsWords, 'offer'>;
}

/** The address of a language's ride-details words (src/pages/forms/ride-details-[locale].json.ts). */
export function rideWordsPath(locale: Locale): string {
  return `/forms/ride-details-${locale}.json`;
}

/** The forms' words split into what the page's HTML carries and what its script loads later. */
export function splitRideWords(words: BookableFormsWords): { now: FormsWords; later: LaterWords } {
  const ride: ReadonlySet<string> = new Set(fieldsOf('contact').flatMap((row) => (row.section === 'ride' ? [row.name] : [])));
  const entries = Object.entries(words.contact.fields);
  const { offer, ...rideDetails } = words.rideDetails;
  return {
    now: {
      ...words,
      contact: {
        ...words.contact,
        fields: Object.fromEntries(entries.filter(([name]) => !ride.has(name))) as FormsWords['contact']['fields'],
      },
      rideDetails: { offer } as RideDetailsWords,
    },
    later: { fields: Object.fromEntries(entries.filter(([name]) => ride.has(name))), rideDetails },
  };
}
