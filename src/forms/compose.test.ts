import { describe, expect, it } from 'vitest';
import { loadWords } from '../content/load';
import { localeFacts } from '../i18n/locales';
import { composedValues } from './compose';
import { blankValues, type ContactValues } from './fields';

const blank = blankValues('contact');
const spec = {
  ...blank,
  fullName: 'Ana Pérez',
  phone: '239-555-0100',
  email: 'ana@example.com',
  subject: 'cotizacion',
  message: 'Please call my daughter first.',
};
const ride: ContactValues = {
  ...spec,
  pickupDate: '2026-12-03',
  pickupTime: '08:45',
  appointmentTime: '10:15',
  pickupAddress: ' 1234 SE 47th Ter, Cape Coral, FL 33904 ',
  destination: 'Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
  trip: 'roundTrip',
  returnTime: '13:30',
  mobility: 'powerWheelchair',
  oxygen: 'yes',
  help: 'doorThroughDoor',
  companions: 'one',
  payer: 'medicareAdvantagePlan',
  driverNotes: 'Gate code 4321.\nTwo steps at the front door.',
};

function composed(values: ContactValues, locale: 'en' | 'es') {
  const words = loadWords('contact', locale).forms;
  return composedValues(
    'contact',
    values,
    { fields: words.contact.fields, heading: words.rideDetails.heading },
    localeFacts[locale].region,
  );
}

describe('the ride details in the message', () => {
  it('are written as labelled lines above the visitor’s message, in English', () => {
    expect(composed(ride, 'en').message).toBe(
      [
        'Ride details',
        'Pickup date: Thursday, December 3, 2026',
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
        '',
        'Please call my daughter first.',
      ].join('\n'),
    );
  });

  it('and in Spanish on the Spanish page', () => {
    expect(composed(ride, 'es').message).toBe(
      [
        'Detalles del viaje',
        'Fecha de recogida: jueves, 3 de diciembre de 2026',
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
        '',
        'Please call my daughter first.',
      ].join('\n'),
    );
  });

  it('leave out what was not given, and a return time the trip no longer asks for', () => {
    const some = { ...spec, trip: 'roundTripWillCall', returnTime: '13:30', mobility: 'walks', driverNotes: ' \u200B ' };
    expect(composed(some, 'en').message).toBe(
      'Ride details\nTrip: Round trip: we will call when the rider is ready\nMobility: Walks without help\n\nPlease call my daughter first.',
    );
  });

  it('leave out a choice the form does not offer, which the visitor could not have seen', () => {
    expect(composed({ ...spec, mobility: 'hoverboard', oxygen: 'yes' }, 'en').message).toBe(
      'Ride details\nOxygen: The rider uses oxygen\n\nPlease call my daughter first.',
    );
  });

  it('leave the message and every other field as they were when none is given, and never touch the career form', () => {
    expect(composed(spec, 'en')).toEqual(spec);
    const words = loadWords('contact', 'en').forms;
    const career = {
      fullName: 'Ben',
      phone: '239-555-0111',
      email: 'ben@example.com',
      position: 'Driver',
      experience: '2',
      coverLetter: 'Hi',
    };
    expect(composedValues('career', career, { fields: words.career.fields, heading: words.rideDetails.heading }, 'en-US')).toBe(career);
  });
});
