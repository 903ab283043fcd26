/**
 * Test data: one ride with every detail given, the same ride booked for someone else, what a
 * visitor types and chooses for them, and the lines the company reads for them in each language.
 * The unit test of the composed message (compose.test.ts), the end-to-end test of the request
 * (tests/e2e/ride-details.spec.ts) and the engines test all check against these. Nothing on the
 * site imports it.
 */
import { loadWords } from '../../src/content/load';
import { type Locale, localeFacts } from '../../src/i18n/locales';
import { dateValue, datePartName, datePartsOf } from '../../src/forms/fields/date-time';
import type { FieldWords } from '../../src/forms/controls/Field';
import { type ContactValues, fieldsOf, rideDetails } from '../../src/forms/fields/tables';

/**
 * A ride on Thursday, December 3, 2037, as the form holds it: the date as its three parts, the
 * times as typed, in three of the shapes a visitor may use. Years ahead of the real today, not
 * only of the tests' own: the engines tests (tests/engines/) cannot set a browser's clock.
 */
export const exampleRide = {
  pickupDate: dateValue({ month: '12', day: '3', year: '2037' }),
  pickupTime: '8:45 AM',
  appointmentTime: '10:15am',
  pickupAddress: '1234 SE 47th Ter, Cape Coral, FL 33904',
  destination: 'Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
  trip: 'roundTrip',
  returnTime: '13:30',
  mobility: 'powerWheelchair',
  oxygen: 'yes',
  help: 'doorThroughDoor',
  companions: 'one',
  payer: 'medicareAdvantagePlan',
  driverNotes: 'Gate code 4321.\nTwo steps at the front door.',
} satisfies Partial<ContactValues>;

/**
 * The same ride booked by the staff of the rider's assisted-living facility: who rides, how the
 * writer knows them, where from, and the rider's own phone, typed before the rest.
 */
export const exampleRideForSomeoneElse = {
  rideFor: 'someoneElse',
  riderName: 'María López-Núñez',
  relationship: 'facilityStaff',
  facilityName: 'Sunrise Assisted Living of Cape Coral',
  riderPhone: '(239) 555-0177',
  ...exampleRide,
} satisfies Partial<ContactValues>;

/** One thing a visitor does: type `keys` into the empty text input or text area named `name`, or choose the radio of that name whose value is `choose`. */
export type VisitorInput = { name: string; keys: string } | { name: string; choose: string };

/**
 * What a visitor does for a ride (`exampleRide` unless told), in page order, once the ride details
 * are open: a date's parts are typed in the page's order of them (month first in English, day
 * first in Spanish); a field shown by a choice comes after that choice.
 */
export function exampleRideInputs(locale: Locale, ride: Partial<ContactValues> = exampleRide): readonly VisitorInput[] {
  const given: Partial<Record<string, string>> = ride;
  return fieldsOf('contact').flatMap((field): VisitorInput[] => {
    const value = given[field.name];
    if (value === undefined) return [];
    if (field.control === 'date') {
      const parts = datePartsOf(value);
      return localeFacts[locale].dateOrder.map((part) => ({ name: datePartName(field.name, part), keys: parts[part] }));
    }
    return field.control === 'radios' ? [{ name: field.name, choose: value }] : [{ name: field.name, keys: value }];
  });
}

/**
 * How `compose.ts` writes the example ride's date and times in each language: that writing is the
 * behaviour pinned here. The labels and choices around them are the owner's words, read from content.
 */
const writtenOut: Record<Locale, Partial<Record<keyof ContactValues, string>>> = {
  en: { pickupDate: 'Thursday, December 3, 2037', pickupTime: '8:45 AM', appointmentTime: '10:15 AM', returnTime: '1:30 PM' },
  es: { pickupDate: 'jueves, 3 de diciembre de 2037', pickupTime: '8:45 a.m.', appointmentTime: '10:15 a.m.', returnTime: '1:30 p.m.' },
};

/**
 * What the company reads above the visitor's message for a ride: first whom it is for ("Ride
 * details for María López-Núñez", or "Ride details" when the form does not say), then one
 * "Label: value" line per detail given, in the form's order, each choice by its label.
 */
function linesFor(ride: Partial<ContactValues>, locale: Locale): readonly string[] {
  const words = loadWords('contact', locale).forms;
  const fields: Readonly<Record<string, FieldWords>> = words.contact.fields;
  const heading =
    ride.rideFor === rideDetails.rider.someoneElse && ride.riderName !== undefined
      ? words.rideDetails.headingFor.replace('{name}', ride.riderName)
      : words.rideDetails.heading;
  const details = fieldsOf('contact').flatMap((field) => {
    const value = ride[field.name];
    const fieldWords = fields[field.name];
    if (value === undefined || fieldWords === undefined) return [];
    const shown = writtenOut[locale][field.name] ?? fieldWords.options?.find((option) => option.value === value)?.label ?? value;
    return [`${fieldWords.lineLabel ?? fieldWords.label}: ${shown}`];
  });
  return [heading, ...details];
}

/** What the company reads above the visitor's message for `exampleRide`, in each language. */
export const exampleRideLines: Record<Locale, readonly string[]> = {
  en: linesFor(exampleRide, 'en'),
  es: linesFor(exampleRide, 'es'),
};

/** What the company reads for `exampleRideForSomeoneElse`: who rides first, then the ride. */
export const exampleRideForSomeoneElseLines: Record<Locale, readonly string[]> = {
  en: linesFor(exampleRideForSomeoneElse, 'en'),
  es: linesFor(exampleRideForSomeoneElse, 'es'),
};
