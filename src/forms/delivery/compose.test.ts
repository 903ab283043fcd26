import { describe, expect, it } from 'vitest';
import { fillText } from '../../components/words/fill-text';
import { type Locale, localeFacts, locales, officeWriting } from '../../i18n/locales';
import { composedValues } from './compose';
import { blankValues, type ContactValues } from '../../content/forms/tables';
import {
  exampleRide,
  exampleRideForSomeoneElse,
  exampleRideForSomeoneElseLines,
  exampleRideLines,
  exampleRideWithStops,
  exampleRideWithStopsLines,
  formsWordsWithEveryTrip,
} from '../../../tests/support/ride-example';

const blank = blankValues('contact');
const named = {
  ...blank,
  fullName: 'Ana Pérez',
  phone: '239-555-0100',
  email: 'ana@example.com',
  subject: 'cotizacion',
  message: 'Please call my daughter first.',
};
// Spaces around the address, as a visitor may leave them: the line has none.
const ride: ContactValues = { ...named, ...exampleRide, pickupAddress: ` ${exampleRide.pickupAddress} ` };

const english = formsWordsWithEveryTrip('en');

/** A choice's label in content. */
function label(field: { options?: readonly { value: string; label: string }[] }, value: string): string {
  return field.options?.find((option) => option.value === value)?.label ?? `no choice ${value}`;
}

/** The message as a page in `locale` writes it: in the words of the language the office reads, the dates read in the page's order. */
function composed(values: ContactValues, locale: Locale) {
  const words = formsWordsWithEveryTrip(localeFacts[locale].officeReads);
  return composedValues('contact', values, { fields: words.contact.fields, ...words.rideDetails }, officeWriting(locale));
}

describe('the ride details in the message', () => {
  it.each(locales)('are written as labelled lines above the visitor’s message, in the language the office reads (%s)', (locale) => {
    expect(composed(ride, locale).message).toBe([...exampleRideLines[locale], '', 'Please call my daughter first.'].join('\n'));
  });

  it.each(locales)('for someone else, say whom in the first line and give who they are, before the ride (%s)', (locale) => {
    const forSomeoneElse = { ...named, ...exampleRideForSomeoneElse };
    expect(composed(forSomeoneElse, locale).message).toBe(
      [...exampleRideForSomeoneElseLines[locale], '', 'Please call my daughter first.'].join('\n'),
    );
  });

  it.each(locales)('for a ride with stops, write each stop on a line of its own, numbered from the pickup (%s)', (locale) => {
    expect(composed({ ...named, ...exampleRideWithStops }, locale).message).toBe(
      [...exampleRideWithStopsLines[locale], '', named.message].join('\n'),
    );
  });

  it('end a repeat that lasts until the company is called with those words, and leave out an empty stop', () => {
    const { repeats, repeatEnds, stops } = english.contact.fields;
    const message = composed(
      {
        ...named,
        trip: 'multipleStops',
        stops: '["", "1200 Main St"]',
        repeats: 'yes',
        repeatEvery: 'month',
        repeatDays: 'tuesday',
        repeatEnds: 'whenCalled',
      },
      'en',
    ).message.split('\n');
    const endsWith = label(repeatEnds, 'whenCalled');
    expect(
      message
        .find((line) => line.startsWith(`${repeats.lineLabel ?? ''}:`))
        ?.endsWith(`, ${endsWith.charAt(0).toLowerCase()}${endsWith.slice(1)}`),
    ).toBe(true);
    expect(message.filter((line) => line.includes('1200 Main St'))).toEqual([`${fillText(stops.item, { number: 3 })}: 1200 Main St`]);
  });

  it('for the writer, name the writer in the first line', () => {
    const words = english;
    const [, ...rideLines] = composed({ ...named, rideFor: 'me', trip: 'oneWay' }, 'en').message.split('\n');
    expect(composed({ ...named, rideFor: 'me', trip: 'oneWay' }, 'en').message.split('\n')[0]).toBe(
      words.rideDetails.headingFor.replace('{name}', named.fullName),
    );
    expect(rideLines.slice(0, 2)).toEqual([
      `${words.contact.fields.rideFor.lineLabel ?? ''}: ${words.contact.fields.rideFor.options[0]?.label ?? ''}`,
      `${words.contact.fields.trip.label}: ${label(words.contact.fields.trip, 'oneWay')}`,
    ]);
  });

  it('switched back to the writer, leave the rider’s answers out, however they were filled in', () => {
    const switchedBack = { ...named, ...exampleRideForSomeoneElse, rideFor: 'me' };
    const message = composed(switchedBack, 'en').message;
    for (const hidden of ['riderName', 'relationship', 'facilityName', 'riderPhone'] as const) {
      expect(message).not.toContain(english.contact.fields[hidden].lineLabel ?? english.contact.fields[hidden].label);
    }
    expect(message).not.toContain(exampleRideForSomeoneElse.riderName);
  });

  it('leave out what was not given, and a return time the trip no longer asks for', () => {
    const some = { ...named, trip: 'roundTripWillCall', returnTime: '13:30', mobility: 'walks', driverNotes: ' \u200B ' };
    const { trip, mobility } = english.contact.fields;
    expect(composed(some, 'en').message).toBe(
      [
        english.rideDetails.heading,
        `${trip.label}: ${label(trip, some.trip)}`,
        `${mobility.label}: ${label(mobility, some.mobility)}`,
        '',
        named.message,
      ].join('\n'),
    );
  });

  it('leave out a choice the form does not offer, which the visitor could not have seen', () => {
    const { oxygen } = english.contact.fields;
    expect(composed({ ...named, mobility: 'hoverboard', oxygen: 'yes' }, 'en').message).toBe(
      [english.rideDetails.heading, `${oxygen.label}: ${label(oxygen, 'yes')}`, '', named.message].join('\n'),
    );
  });

  it('leave the message and every other field as they were when none is given, and never touch the career form', () => {
    expect(composed(named, 'en')).toEqual(named);
    const words = english;
    const career = {
      fullName: 'Ben',
      phone: '239-555-0111',
      email: 'ben@example.com',
      position: 'Driver',
      experience: '2',
      coverLetter: 'Hi',
    };
    expect(composedValues('career', career, { fields: words.career.fields, ...words.rideDetails }, localeFacts.en)).toBe(career);
  });
});
