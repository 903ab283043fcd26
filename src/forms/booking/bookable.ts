/**
 * The forms' words with the choices other pages name (tables.ts `optionsFrom`): a Trip answer by
 * the first trip mode of /trips that books it, a vehicle by its name on /vehicles. Pure: the
 * content loader's caller (src/forms/words.ts) and the Worker, which bundles the content, both make them here.
 */
import type { Facts } from '../../content/facts/schema';
import type { TripsWords } from '../../content/trips/schema';
import type { VehiclesWords } from '../../content/vehicles/schema';
import { wordsFor } from '../../content/words-for';
import { tripKinds } from '../../content/forms/values';
import type { FormsWords } from '../../content/contact/forms-words-schema';

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
export function withBookableChoices(forms: FormsWords, trips: TripsWords, vehicles: VehiclesWords, facts: Facts): BookableFormsWords {
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
