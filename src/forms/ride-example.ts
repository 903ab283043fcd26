/**
 * Test data: one ride with every detail given, what a visitor types and chooses for it, and the
 * lines the company reads for it in each language. The unit test of the composed message
 * (compose.test.ts) and the end-to-end test of the request (tests/e2e/ride-details.spec.ts) both
 * pin this one text. Nothing on the site imports it.
 */
import { type Locale, localeFacts } from '../i18n/locales';
import { dateValue, datePartName, datePartsOf } from './date-time';
import { type ContactValues, fieldsOf } from './fields';

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

/** What the company reads above the visitor's message for `exampleRide`, in each language. */
export const exampleRideLines: Record<Locale, readonly string[]> = {
  en: [
    'Ride details',
    'Pickup date: Thursday, December 3, 2037',
    'Pickup time: 8:45 AM',
    'Appointment time: 10:15 AM',
    'Pickup address: 1234 SE 47th Ter, Cape Coral, FL 33904',
    'Destination: Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
    'Trip: Round trip: ride back at a set time',
    'Return pickup time: 1:30 PM',
    'Mobility: Power wheelchair',
    'Oxygen: The rider uses oxygen',
    'Help from the driver: Door through door: help inside the home or the clinic too',
    'Companions: One',
    'Who pays: Medicare Advantage plan',
    'Notes for the driver: Gate code 4321.\nTwo steps at the front door.',
  ],
  es: [
    'Detalles del viaje',
    'Fecha de recogida: jueves, 3 de diciembre de 2037',
    'Hora de recogida: 8:45 a.m.',
    'Hora de la cita: 10:15 a.m.',
    'Dirección de recogida: 1234 SE 47th Ter, Cape Coral, FL 33904',
    'Destino: Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
    'Viaje: Ida y vuelta: regreso a una hora fija',
    'Hora de recogida para el regreso: 1:30 p.m.',
    'Movilidad: Silla de ruedas eléctrica',
    'Oxígeno: El pasajero usa oxígeno',
    'Ayuda del conductor: A través de la puerta: ayuda también dentro de la casa o la clínica',
    'Acompañantes: Uno',
    'Quién paga: Plan Medicare Advantage',
    'Notas para el conductor: Gate code 4321.\nTwo steps at the front door.',
  ],
};

/** What the company reads above the visitor's message for `exampleRideForSomeoneElse`: who rides first, then the ride. */
export const exampleRideForSomeoneElseLines: Record<Locale, readonly string[]> = {
  en: [
    'Ride details for María López-Núñez',
    'Ride for: Someone else',
    "Rider's full name: María López-Núñez",
    'Relationship to the rider: Staff of a facility, such as assisted living or a hospital',
    'Name of the facility: Sunrise Assisted Living of Cape Coral',
    "Rider's phone number: (239) 555-0177",
    ...exampleRideLines.en.slice(1),
  ],
  es: [
    'Detalles del viaje para María López-Núñez',
    'Viaje para: Para otra persona',
    'Nombre completo del pasajero: María López-Núñez',
    'Relación con el pasajero: Personal de un centro, como una residencia asistida o un hospital',
    'Nombre del centro: Sunrise Assisted Living of Cape Coral',
    'Teléfono del pasajero: (239) 555-0177',
    ...exampleRideLines.es.slice(1),
  ],
};
