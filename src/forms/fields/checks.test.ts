import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeFacts } from '../../i18n/locales';
import { checkForm, fieldChecks, firstBookableDate, formMessagesFor } from './checks';
import { dateValue } from './date-time';
import {
  blankValues,
  type CareerValues,
  type ContactValues,
  type FieldRow,
  type FormKind,
  formKinds,
  formTables,
  rideDetails,
} from '../../content/forms/tables';
import { isBlank, sendable } from './text';

const en = localeFacts.en.dateOrder;
const es = localeFacts.es.dateOrder;

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
    ['239\u00A0555\u00A00100', true], // no-break spaces, as a number copied from a web page has
    ['239-555-0100x', false],
    ['239\n555-0100', false],
    ['239\t555-0100', false],
    ['239\u2028555-0100', false], // a line separator
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
    expect(checkForm('contact', filledContact, en)).toEqual([]);
    expect(checkForm('career', filledCareer, en)).toEqual([]);
  });

  it('finds every required field of an empty form missing, in form order', () => {
    expect(checkForm('contact', emptyContact, en)).toEqual(
      ['fullName', 'phone', 'email', 'subject', 'message'].map((field) => ({ field, problem: 'missing' })),
    );
  });

  it('counts a field of invisible characters only as missing', () => {
    expect(checkForm('contact', { ...filledContact, message: '\u200B\u200D\u00AD', fullName: ' \u3164 ' }, en)).toEqual([
      { field: 'fullName', problem: 'missing' },
      { field: 'message', problem: 'missing' },
    ]);
  });

  it('checks a filled field’s format, and reports missing and malformed fields together', () => {
    expect(checkForm('career', { ...filledCareer, phone: '12', email: 'ben@', experience: '0x10', position: '' }, en)).toEqual([
      { field: 'phone', problem: 'invalid' },
      { field: 'email', problem: 'invalid' },
      { field: 'position', problem: 'missing' },
      { field: 'experience', problem: 'invalid' },
    ]);
  });

  it('checks the value as it will be sent: surrounding spaces do not count', () => {
    expect(checkForm('career', { ...filledCareer, experience: ' 2,5 ', email: ' ana@example.com\u200B' }, en)).toEqual([]);
  });

  it('every field the requirements name is required (FORM-REQUIRED), and a ride detail only once an answer shows it', () => {
    for (const kind of formKinds) {
      for (const field of formTables[kind] as readonly FieldRow[]) {
        if (field.section === undefined) expect(field.required, `${kind}.${field.name}`).toBe(true);
        else if (field.required) expect(field.shownWhen, `${kind}.${field.name}`).toBeDefined();
      }
    }
    const required = (kind: FormKind) =>
      (formTables[kind] as readonly FieldRow[]).filter((field) => field.required && field.section === undefined).map((field) => field.name);
    expect(required('contact')).toEqual(['fullName', 'phone', 'email', 'subject', 'message']);
    expect(required('career')).toEqual(['fullName', 'phone', 'email', 'position', 'experience', 'coverLetter']);
  });

  it('asks for the rider’s name for a ride for someone else, and checks the rider’s phone, but not once the ride is for the writer', () => {
    const forSomeoneElse = { ...filledContact, rideFor: rideDetails.rider.someoneElse, riderName: ' ', riderPhone: '555' };
    expect(checkForm('contact', forSomeoneElse, en)).toEqual([
      { field: 'riderName', problem: 'missing' },
      { field: 'riderPhone', problem: 'invalid' },
    ]);
    expect(checkForm('contact', { ...forSomeoneElse, rideFor: rideDetails.rider.writer }, en)).toEqual([]);
    expect(checkForm('contact', { ...forSomeoneElse, rideFor: '' }, en)).toEqual([]);
  });

  describe('the ride details', () => {
    beforeEach(() => {
      // Noon on November 23, 2026, in Florida, whatever the time zone of the machine running this.
      vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00-05:00') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const date = (month: string, day: string, year: string) => dateValue({ month, day, year });

    it('take a pickup date from today on, and times a visitor may type', () => {
      const ride = {
        ...filledContact,
        pickupDate: date('11', '23', '2026'),
        pickupTime: '9:30 am',
        appointmentTime: '10:15 AM',
        trip: 'roundTrip',
        returnTime: '13:00',
      };
      expect(checkForm('contact', ride, en)).toEqual([]);
      expect(
        checkForm('contact', { ...ride, pickupDate: date('11', '22', '2026'), appointmentTime: '25:00', returnTime: '1pm!' }, en),
      ).toEqual([
        { field: 'pickupDate', problem: 'invalid', fault: 'past', part: 'month' },
        { field: 'appointmentTime', problem: 'invalid', fault: 'notReal' },
        { field: 'returnTime', problem: 'invalid', fault: 'format' },
      ]);
    });

    it('say what is wrong with a date, and which part to go to first, in the page’s order of the parts', () => {
      const pickupDate = (value: string, order = en) => checkForm('contact', { ...filledContact, pickupDate: value }, order);
      expect(pickupDate(date('12', '', ''))).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'format', part: 'day' }]);
      expect(pickupDate(date('', '15', '2026'))).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'format', part: 'month' }]);
      expect(pickupDate(date('', '15', '2026'), es)).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'format', part: 'month' }]);
      expect(pickupDate(date('12', '', '2026'), es)).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'format', part: 'day' }]);
      expect(pickupDate(date('12', '15', '26'))).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'year', part: 'year' }]);
      expect(pickupDate(date('2', '30', '2026'))).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'notReal', part: 'day' }]);
      expect(pickupDate(date('11', '22', '2026'), es)).toEqual([{ field: 'pickupDate', problem: 'invalid', fault: 'past', part: 'day' }]);
      // Every part empty is no date at all: the ride details are optional.
      expect(pickupDate('')).toEqual([]);
      expect(pickupDate(date(' ', '', ' '))).toEqual([]);
    });

    it('read a whole date typed into the first part, in the page’s order', () => {
      expect(checkForm('contact', { ...filledContact, pickupDate: date('12152026', '', '') }, en)).toEqual([]);
      expect(checkForm('contact', { ...filledContact, pickupDate: date('', '15/12/2026', '') }, es)).toEqual([]);
      // In English order "15 12" is month 15.
      expect(checkForm('contact', { ...filledContact, pickupDate: date('15 12 2026', '', '') }, en)).toEqual([
        { field: 'pickupDate', problem: 'invalid', fault: 'notReal', part: 'month' },
      ]);
    });

    it('say what is wrong with a time: no AM or PM, not on a clock, not a time', () => {
      const pickupTime = (value: string) => checkForm('contact', { ...filledContact, pickupTime: value }, en);
      expect(pickupTime('8:45')).toEqual([{ field: 'pickupTime', problem: 'invalid', fault: 'amPm' }]);
      expect(pickupTime('8:75 am')).toEqual([{ field: 'pickupTime', problem: 'invalid', fault: 'notReal' }]);
      expect(pickupTime('soon')).toEqual([{ field: 'pickupTime', problem: 'invalid', fault: 'format' }]);
      expect(pickupTime(' 8:45 PM ')).toEqual([]);
    });

    it('take "today" to be Florida’s, not the visitor’s clock: 10 pm there is already tomorrow in London', () => {
      vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
      expect(firstBookableDate()).toBe('2026-11-23');
      expect(checkForm('contact', { ...filledContact, pickupDate: date('11', '23', '2026') }, en)).toEqual([]);
      vi.setSystemTime(new Date('2026-11-24T05:00:00Z'));
      expect(firstBookableDate()).toBe('2026-11-24');
      expect(checkForm('contact', { ...filledContact, pickupDate: date('11', '23', '2026') }, en)).toEqual([
        { field: 'pickupDate', problem: 'invalid', fault: 'past', part: 'month' },
      ]);
    });

    it('do not check the return time unless the trip is a round trip at a set time', () => {
      expect(checkForm('contact', { ...filledContact, trip: 'roundTripWillCall', returnTime: 'x' }, en)).toEqual([]);
      expect(checkForm('contact', { ...filledContact, trip: 'roundTrip', returnTime: 'x' }, en)).toEqual([
        { field: 'returnTime', problem: 'invalid', fault: 'format' },
      ]);
    });
  });
});

describe('a ride that repeats, and stops on the way', () => {
  const repeating: ContactValues = {
    ...filledContact,
    subject: 'cotizacion',
    repeats: 'yes',
    repeatEvery: 'week',
    repeatDays: 'monday,friday',
  };

  it('asks how often and on which days once the ride repeats, and nothing of the repeat when it does not', () => {
    expect(checkForm('contact', repeating, en)).toEqual([]);
    expect(checkForm('contact', { ...repeating, repeatEvery: '', repeatDays: '' }, en)).toEqual([
      { field: 'repeatEvery', problem: 'missing' },
      { field: 'repeatDays', problem: 'missing' },
    ]);
    expect(checkForm('contact', { ...repeating, repeats: 'no', repeatEvery: '', repeatDays: '' }, en)).toEqual([]);
  });

  it('takes a last ride on or after the first (the pickup date), and asks for it only for a repeat that ends on a date', () => {
    const first = dateValue({ month: '12', day: '3', year: '2037' });
    const onDate = { ...repeating, repeatEnds: 'onDate', pickupDate: first };
    expect(checkForm('contact', { ...onDate, repeatUntil: dateValue({ month: '12', day: '3', year: '2037' }) }, en)).toEqual([]);
    expect(checkForm('contact', { ...onDate, repeatUntil: dateValue({ month: '12', day: '2', year: '2037' }) }, en)).toEqual([
      { field: 'repeatUntil', problem: 'invalid', fault: 'tooEarly', part: 'month' },
    ]);
    expect(checkForm('contact', { ...onDate, repeatUntil: '' }, en)).toEqual([{ field: 'repeatUntil', problem: 'missing', part: 'month' }]);
    expect(checkForm('contact', { ...onDate, repeatEnds: 'whenCalled', repeatUntil: '' }, en)).toEqual([]);
  });

  it('names each stop left empty by its place, and checks no stops unless the trip has them', () => {
    const stops = JSON.stringify(['1200 Main St', ' ', 'Walgreens', '']);
    expect(checkForm('contact', { ...filledContact, trip: 'multipleStops', stops }, en)).toEqual([
      { field: 'stops', problem: 'invalid', fault: 'emptyStop', item: 1 },
      { field: 'stops', problem: 'invalid', fault: 'emptyStop', item: 3 },
    ]);
    expect(checkForm('contact', { ...filledContact, trip: 'oneWay', stops }, en)).toEqual([]);
  });
});

describe('one-line fields', () => {
  it.each([
    ['a line break', 'Ana\nPérez'],
    ['a carriage return', 'Ana\rPérez'],
    ['a tab', 'Ana\tPérez'],
    ['a line separator', 'Ana\u2028Pérez'],
    ['a paragraph separator', 'Ana\u2029Pérez'],
    ['a control character', 'Ana\u0007Pérez'],
  ])('refuse %s inside a name, an address and a stop, naming each', (_what, text) => {
    const values = {
      ...filledContact,
      fullName: text,
      trip: 'multipleStops',
      pickupAddress: text,
      stops: JSON.stringify(['1200 Main St', text]),
    };
    expect(checkForm('contact', values, en)).toEqual([
      { field: 'fullName', problem: 'invalid', fault: 'oneLine' },
      { field: 'pickupAddress', problem: 'invalid', fault: 'oneLine' },
      { field: 'stops', problem: 'invalid', fault: 'oneLine', item: 1 },
    ]);
    expect(checkForm('career', { ...filledCareer, position: text }, en)).toEqual([
      { field: 'position', problem: 'invalid', fault: 'oneLine' },
    ]);
  });

  it('take what a paste leaves at either end, which is not sent, and keep a long text’s lines', () => {
    expect(checkForm('contact', { ...filledContact, fullName: 'Ana Pérez\n', message: 'Line one\nLine two' }, en)).toEqual([]);
  });
});

describe('formMessagesFor', () => {
  it('names the required message for a missing field, and the experience message for a bad number', () => {
    expect(formMessagesFor('career', [{ field: 'position', problem: 'missing' }])).toEqual(['required']);
    expect(formMessagesFor('career', [{ field: 'experience', problem: 'invalid' }])).toEqual(['experience']);
    expect(
      formMessagesFor('career', [
        { field: 'fullName', problem: 'missing' },
        { field: 'experience', problem: 'invalid' },
      ]),
    ).toEqual(['required', 'experience']);
  });

  it('has no required message for a malformed phone or email: the field’s own words say it', () => {
    expect(formMessagesFor('contact', [{ field: 'phone', problem: 'invalid' }])).toEqual([]);
  });
});
