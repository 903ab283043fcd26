import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../content/forms/tables';
import { tripBookings, tripKinds } from '../../content/forms/values';
import { answersIn, bookingHref, tripModeAnswers } from './answers';

/** What the contact form offers for a field: its table's choices, and any vehicle id here. */
const offers = (field: string) => (field === 'vehicle' ? ['medical-van'] : optionsOf('contact', field));

describe('a booking link', () => {
  it('asks for a quote, then carries each answer by its field’s name', () => {
    expect(bookingHref('/es/contacto', { trip: 'roundTrip', vehicle: 'medical-van' })).toBe(
      '/es/contacto?subject=cotizacion&trip=roundTrip&vehicle=medical-van',
    );
    expect(bookingHref('/contact', {})).toBe('/contact?subject=cotizacion');
  });

  it('is read back as the same answers, and nothing the form does not offer: no typed text, no unknown choice', () => {
    const answers = {
      trip: 'multipleStops',
      repeats: 'yes',
      shared: 'no',
      vehicle: 'medical-van',
      mobility: 'stretcher',
      companions: 'two',
    };
    const search = new URL(bookingHref('/contact', answers), 'https://example.com').search;
    expect(answersIn(search, offers)).toEqual({ subject: 'cotizacion', ...answers });
    expect(answersIn('?message=Hello&fullName=Eve&vehicle=spaceship&trip=teleport&help=doorToDoor', offers)).toEqual({
      help: 'doorToDoor',
    });
    expect(answersIn('', offers)).toEqual({});
  });

  it('is not read while a field it names has no choices yet, so the form waits for their words', () => {
    const beforeTheVehicles = (field: string) => (field === 'vehicle' ? undefined : optionsOf('contact', field));
    expect(answersIn('?subject=cotizacion&trip=oneWay&vehicle=medical-van', beforeTheVehicles)).toBeNull();
    expect(answersIn('?subject=cotizacion&trip=oneWay', beforeTheVehicles)).toEqual({ subject: 'cotizacion', trip: 'oneWay' });
  });

  it('from a trip mode’s card chooses its Trip answer, or says yes to the question it means', () => {
    expect(tripKinds.map(tripModeAnswers)).toEqual(tripKinds.map((trip) => ({ trip })));
    expect(tripBookings.filter((books) => !(tripKinds as readonly string[]).includes(books)).map(tripModeAnswers)).toEqual([
      { repeats: 'yes' },
      { shared: 'yes' },
    ]);
  });
});
