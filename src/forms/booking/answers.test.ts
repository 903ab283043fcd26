import { describe, expect, it } from 'vitest';
import { optionsOf } from '../fields/tables';
import { tripBookings, tripKinds } from '../fields/values';
import { answersIn, bookedFields, bookingHref, tripModeAnswers } from './answers';

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

  it('names the ride details it carries, known choices or not, so the form can wait for their words', () => {
    expect(bookedFields('?subject=cotizacion&vehicle=spaceship&message=Hi&trip=oneWay')).toEqual(['trip', 'vehicle']);
    expect(bookedFields('?subject=cotizacion')).toEqual([]);
  });

  it('from a trip mode’s card chooses its Trip answer, or says yes to the question it means', () => {
    expect(tripKinds.map(tripModeAnswers)).toEqual(tripKinds.map((trip) => ({ trip })));
    expect(tripBookings.filter((books) => !(tripKinds as readonly string[]).includes(books)).map(tripModeAnswers)).toEqual([
      { repeats: 'yes' },
      { shared: 'yes' },
    ]);
  });
});
