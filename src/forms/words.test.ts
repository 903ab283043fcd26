import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../content/load';
import { locales } from '../i18n/locales';
import { fieldsOf } from '../content/forms/tables';
import { tripKinds } from '../content/forms/values';
import { loadFormsWords, splitRideWords } from './words';

describe.each(locales)('the choices named elsewhere (%s)', (locale) => {
  const words = loadFormsWords(locale);

  it('name each Trip answer after the first trip mode of /trips that books it, in the form’s order', () => {
    const { modes } = loadWords('trips', locale);
    const booked = tripKinds.filter((kind) => modes.some((mode) => mode.books === kind));
    expect(words.contact.fields.trip.options).toEqual(
      booked.map((kind) => ({ value: kind, label: modes.find((mode) => mode.books === kind)?.name })),
    );
  });

  it('name each vehicle of the facts as /vehicles does', () => {
    const vehicles = loadWords('vehicles', locale).vehicles;
    expect(words.contact.fields.vehicle.options).toEqual(loadFacts().vehicles.map(({ id }) => ({ value: id, label: vehicles[id]?.name })));
  });

  it('leave the ride details’ words out of the page, and give every one of them later', () => {
    const { now, later } = splitRideWords(words);
    const ride = fieldsOf('contact')
      .filter((row) => row.section === 'ride')
      .map((row) => row.name);
    expect(Object.keys(later.fields).sort()).toEqual([...ride].sort());
    for (const name of ride) expect(now.contact.fields).not.toHaveProperty(name);
    expect(Object.keys(now.rideDetails)).toEqual(['offer']);
    expect({ ...now.contact.fields, ...later.fields }).toEqual(words.contact.fields);
    expect({ ...now.rideDetails, ...later.rideDetails }).toEqual(words.rideDetails);
  });
});
