import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../../content/load';
import type { TripBooking } from '../../content/forms/values';
import { withBookableChoices } from './bookable';

const trips = loadWords('trips', 'en');

/** The Trip answers the contact form offers with these trip modes on /trips, each named and booking one thing. */
function tripAnswersWith(modes: readonly [name: string, books: TripBooking][]) {
  const [someMode] = trips.modes;
  if (someMode === undefined) throw new Error('trips/en.json has no mode: its schema asks for one');
  const withModes = { ...trips, modes: modes.map(([name, books]) => ({ ...someMode, name, books })) };
  const words = withBookableChoices(loadWords('contact', 'en').forms, withModes, loadWords('vehicles', 'en'), loadFacts());
  return words.contact.fields.trip.options;
}

describe('the contact form’s Trip answers', () => {
  it('are those some trip mode books, in the form’s order, each named as the first mode that books it', () => {
    expect(
      tripAnswersWith([
        ['Waiting', 'roundTrip'],
        ['Every week', 'repeats'],
        ['Waiting again', 'roundTrip'],
        ['There only', 'oneWay'],
      ]),
    ).toEqual([
      { value: 'oneWay', label: 'There only' },
      { value: 'roundTrip', label: 'Waiting' },
    ]);
  });

  it('are none where no mode books one: the owner may keep only the questions that go with any trip', () => {
    expect(tripAnswersWith([['Shared', 'shared']])).toEqual([]);
  });
});
