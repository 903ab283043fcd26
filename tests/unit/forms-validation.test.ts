import { describe, expect, it } from 'vitest';
import { careerFields, contactFields, emptyCareer, emptyContact } from '../../src/lib/forms/fields';
import { isValidExperience, validateCareer, validateContact } from '../../src/lib/forms/validation';

const filledContact = {
  fullName: 'Ana Pérez',
  phone: '239-555-0100',
  email: 'ana@example.com',
  subject: 'consulta',
  message: 'I need a ride to my appointment.',
};

const filledCareer = {
  fullName: 'Ana Pérez',
  phone: '239-555-0100',
  email: 'ana@example.com',
  position: 'Driver',
  experience: '3',
  coverLetter: 'I have driven seniors for years.',
};

/** The values every field is tried with, and what a field that is not experience makes of them. */
const probes = ['', '   ', '-1', '0', '2.5', '1e3', 'abc'] as const;
const blankProbes = new Set<string>(['', '   ']);

describe('validateContact', () => {
  it('passes a completely filled form', () => {
    expect(validateContact(filledContact)).toBeNull();
  });

  it('names every field of an empty form, in form order', () => {
    expect(validateContact(emptyContact())).toEqual({ problem: 'required', fields: [...contactFields] });
  });

  for (const field of contactFields) {
    for (const value of probes) {
      const expected = blankProbes.has(value) ? { problem: 'required', fields: [field] } : null;
      it(`${field} = ${JSON.stringify(value)} → ${expected === null ? 'passes' : 'required'}`, () => {
        expect(validateContact({ ...filledContact, [field]: value })).toEqual(expected);
      });
    }
  }
});

describe('validateCareer', () => {
  it('passes a completely filled form', () => {
    expect(validateCareer(filledCareer)).toBeNull();
  });

  it('names every field of an empty form, in form order', () => {
    expect(validateCareer(emptyCareer())).toEqual({ problem: 'required', fields: [...careerFields] });
  });

  const experienceOutcome: Record<(typeof probes)[number], 'required' | 'experience' | null> = {
    '': 'required',
    '   ': 'required',
    '-1': 'experience',
    '0': null,
    '2.5': null,
    '1e3': null,
    abc: 'experience',
  };

  for (const field of careerFields) {
    for (const value of probes) {
      const problem = field === 'experience' ? experienceOutcome[value] : blankProbes.has(value) ? 'required' : null;
      it(`${field} = ${JSON.stringify(value)} → ${problem ?? 'passes'}`, () => {
        expect(validateCareer({ ...filledCareer, [field]: value })).toEqual(
          problem === null ? null : { problem, fields: [field] },
        );
      });
    }
  }

  it('checks required fields before experience', () => {
    expect(validateCareer({ ...filledCareer, experience: '-1', position: ' ' })).toEqual({
      problem: 'required',
      fields: ['position'],
    });
  });

  it('counts unreadable text in the number field as filled but not a number', () => {
    expect(validateCareer({ ...filledCareer, experience: '' }, { experienceUnreadable: true })).toEqual({
      problem: 'experience',
      fields: ['experience'],
    });
    expect(validateCareer({ ...filledCareer, experience: '', fullName: '' }, { experienceUnreadable: true })).toEqual({
      problem: 'required',
      fields: ['fullName'],
    });
  });
});

describe('isValidExperience', () => {
  it.each([
    ['0', true],
    ['-0', true],
    ['12', true],
    [' 4 ', true],
    ['2.5', true],
    ['.5', true],
    ['1e3', true],
    ['-1', false],
    ['-0.5', false],
    ['abc', false],
    ['1,5', false],
    ['0x10', false],
    ['Infinity', false],
    ['1e400', false],
    ['5 years', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidExperience(value)).toBe(valid);
  });
});
