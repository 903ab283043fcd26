import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkForm, fieldChecks, firstBookableDate, specMessagesFor } from './checks';
import { blankValues, type CareerValues, type ContactValues, type FormKind, formKinds, formTables } from './fields';
import { isBlank, sendable } from './text';

const emptyContact = blankValues('contact');

const filledContact: ContactValues = {
  ...emptyContact,
  fullName: 'Ana Pérez',
  phone: '239-555-0100',
  email: 'ana@example.com',
  subject: 'consulta',
  message: 'I need a ride to my appointment.',
};

const filledCareer: CareerValues = {
  fullName: 'Ana Pérez',
  phone: '239-555-0100',
  email: 'ana@example.com',
  position: 'Driver',
  experience: '3',
  coverLetter: 'I have driven seniors for years.',
};

describe('isBlank: at least one visible character', () => {
  it.each([
    ['', true],
    ['   \n\t', true],
    ['\u200B\u200C\u200D', true], // zero-width space, non-joiner, joiner
    ['\u00AD\uFEFF\u2060', true], // soft hyphen, byte-order mark, word joiner
    ['\u0007\u001B', true], // control characters
    ['\u3164\u115F', true], // Hangul fillers, drawn as nothing
    ['\u2800', true], // the blank Braille pattern
    ['\u00A0\u2003\u3000', true], // no-break, em and ideographic spaces
    ['a', false],
    ['\u200Bx\u200B', false],
    ['0', false],
    ['José', false],
    ['👍🏽', false],
  ])('%j → %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('sendable: trimmed, inner text kept', () => {
  it.each([
    ['  Ana  ', 'Ana'],
    ['\u200BAna\uFEFF', 'Ana'],
    ['\n line one\nline two \n', 'line one\nline two'],
    ['👨‍👩‍👧', '👨‍👩‍👧'], // joiners inside an emoji stay
    ['\u3164Ana\u2800', 'Ana'], // a Hangul filler and a blank Braille pattern at the ends go
    ['I ❤️', 'I ❤️'], // the variation selector that ends an emoji stays
    ["Jo $& $' $` Smith", "Jo $& $' $` Smith"],
  ])('%j → %j', (value, sent) => {
    expect(sendable(value)).toBe(sent);
  });
});

describe('fieldChecks', () => {
  it.each([
    ['239-555-0100', true],
    ['(239) 555-0100', true],
    ['+1 239 555 0100', true],
    ['239.555.0100', true],
    ['+44 20 7946 0958', true],
    ['555-0100', false], // 7 digits
    ['1234567890123456', false], // 16 digits
    ['239-555-0100 ext 2', false],
    ['call me', false],
    ['２３９５５５０１００', false], // full-width digits
  ])('phone %j → %s', (value, valid) => {
    expect(fieldChecks.phone(value)).toBe(valid);
  });

  it.each([
    ['ana@example.com', true],
    ['ana.perez+rides@mail.example.org', true],
    ['josé@ejemplo.es', true],
    ['ana@example', false],
    ['ana@example.c', false],
    ['ana@@example.com', false],
    ['ana example@example.com', false],
    ['@example.com', false],
    ['ana@.com', false],
    ['ana@example..com', false],
  ])('email %j → %s', (value, valid) => {
    expect(fieldChecks.email(value)).toBe(valid);
  });

  it.each([
    ['0', true],
    ['12', true],
    ['2.5', true],
    ['2,5', true],
    ['-1', false],
    ['-0', false],
    ['0x10', false],
    ['1e3', false],
    ['.5', false],
    ['2.', false],
    ['2.5.1', false],
    ['abc', false],
    ['5 years', false],
    ['Infinity', false],
  ])('experience %j → %s', (value, valid) => {
    expect(fieldChecks.experience(value)).toBe(valid);
  });
});

describe('checkForm', () => {
  it('passes completely filled forms', () => {
    expect(checkForm('contact', filledContact)).toEqual([]);
    expect(checkForm('career', filledCareer)).toEqual([]);
  });

  it('finds every required field of an empty form missing, in form order', () => {
    expect(checkForm('contact', emptyContact)).toEqual(
      ['fullName', 'phone', 'email', 'subject', 'message'].map((field) => ({ field, problem: 'missing' })),
    );
  });

  it('counts a field of invisible characters only as missing', () => {
    expect(checkForm('contact', { ...filledContact, message: '\u200B\u200D\u00AD', fullName: ' \u3164 ' })).toEqual([
      { field: 'fullName', problem: 'missing' },
      { field: 'message', problem: 'missing' },
    ]);
  });

  it('checks a filled field’s format, and reports missing and malformed fields together', () => {
    expect(checkForm('career', { ...filledCareer, phone: '12', email: 'ben@', experience: '0x10', position: '' })).toEqual([
      { field: 'phone', problem: 'invalid' },
      { field: 'email', problem: 'invalid' },
      { field: 'position', problem: 'missing' },
      { field: 'experience', problem: 'invalid' },
    ]);
  });

  it('checks the value as it will be sent: surrounding spaces do not count', () => {
    expect(checkForm('career', { ...filledCareer, experience: ' 2,5 ', email: ' ana@example.com\u200B' })).toEqual([]);
  });

  it('every field the spec names is required, as the spec says, and every ride detail is optional', () => {
    for (const kind of formKinds) {
      for (const field of formTables[kind]) expect(field.required, `${kind}.${field.name}`).toBe(!('section' in field));
    }
    const required = (kind: FormKind) => formTables[kind].filter((field) => field.required).map((field) => field.name);
    expect(required('contact')).toEqual(['fullName', 'phone', 'email', 'subject', 'message']);
    expect(required('career')).toEqual(['fullName', 'phone', 'email', 'position', 'experience', 'coverLetter']);
  });

  describe('the ride details', () => {
    beforeEach(() => {
      // Noon on November 23, 2026, in Florida, whatever the time zone of the machine running this.
      vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00-05:00') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('takes a pickup date from today on, and whole times', () => {
      const ride = {
        ...filledContact,
        pickupDate: '2026-11-23',
        pickupTime: '09:30',
        appointmentTime: '10:15',
        trip: 'roundTrip',
        returnTime: '13:00',
      };
      expect(checkForm('contact', ride)).toEqual([]);
      expect(checkForm('contact', { ...ride, pickupDate: '2026-11-22', appointmentTime: '25:00', returnTime: '1pm' })).toEqual([
        { field: 'pickupDate', problem: 'invalid' },
        { field: 'appointmentTime', problem: 'invalid' },
        { field: 'returnTime', problem: 'invalid' },
      ]);
    });

    it('takes "today" to be Florida’s, not the visitor’s clock: 10 pm there is already tomorrow in London', () => {
      vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
      expect(firstBookableDate()).toBe('2026-11-23');
      expect(checkForm('contact', { ...filledContact, pickupDate: '2026-11-23' })).toEqual([]);
      vi.setSystemTime(new Date('2026-11-24T05:00:00Z'));
      expect(firstBookableDate()).toBe('2026-11-24');
    });

    it('finds a date or time the browser could not read (no year, no AM or PM) unfinished, though its value is empty', () => {
      expect(checkForm('contact', filledContact, new Set(['pickupDate', 'pickupTime']))).toEqual([
        { field: 'pickupDate', problem: 'invalid' },
        { field: 'pickupTime', problem: 'invalid' },
      ]);
    });

    it('finds unfinished only a field with a check: only a date or time can be', () => {
      expect(checkForm('contact', filledContact, new Set(['pickupAddress']))).toEqual([]);
    });

    it('does not check the return time unless the trip is a round trip at a set time', () => {
      expect(checkForm('contact', { ...filledContact, trip: 'roundTripWillCall', returnTime: 'x' }, new Set(['returnTime']))).toEqual([]);
      expect(checkForm('contact', { ...filledContact, trip: 'roundTrip', returnTime: 'x' })).toEqual([
        { field: 'returnTime', problem: 'invalid' },
      ]);
    });
  });
});

describe('specMessagesFor', () => {
  it('names the spec’s message for a missing field, and the experience message for a bad number', () => {
    expect(specMessagesFor('career', [{ field: 'position', problem: 'missing' }])).toEqual(['required']);
    expect(specMessagesFor('career', [{ field: 'experience', problem: 'invalid' }])).toEqual(['experience']);
    expect(
      specMessagesFor('career', [
        { field: 'fullName', problem: 'missing' },
        { field: 'experience', problem: 'invalid' },
      ]),
    ).toEqual(['required', 'experience']);
  });

  it('has no spec message for a malformed phone or email: the field’s own words say it', () => {
    expect(specMessagesFor('contact', [{ field: 'phone', problem: 'invalid' }])).toEqual([]);
  });
});
