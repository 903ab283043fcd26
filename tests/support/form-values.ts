/**
 * A contact form and a career form as a visitor leaves them, for the unit tests of what is sent:
 * the career form with the spaces and the invisible character a visitor's typing leaves, which are
 * not sent.
 */
import { blankValues, type CareerValues, type ContactValues } from '../../src/content/forms/tables.ts';

export const typedContact: ContactValues = {
  ...blankValues('contact'),
  fullName: 'Ana',
  phone: '239-555-0100',
  email: 'ana@example.com',
  subject: 'consulta',
  message: 'Hola',
};

export const typedCareer: CareerValues = {
  fullName: '  Ben Ortiz ',
  phone: '239-555-0111',
  email: 'ben@example.com\u200B',
  position: 'Driver',
  experience: '2,5',
  coverLetter: 'Line one\nline two\n',
};
