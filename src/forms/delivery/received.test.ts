import { describe, expect, it } from 'vitest';
import { typedCareer, typedContact } from '../../../tests/support/form-values.ts';
import type { CareerValues } from '../../content/forms/tables';
import { payloadOf, receivedLines, receivedText, withLinesAbove } from './received';

const contact = typedContact;
const career = typedCareer;

describe('what a form sends', () => {
  it('is the contact form’s five fields and not the ride details, which travel inside the message (compose.ts)', () => {
    expect(payloadOf('contact', { ...contact, pickupAddress: '1 Main St', mobility: 'walks' })).toEqual([
      ['fullName', 'Ana'],
      ['phone', '239-555-0100'],
      ['email', 'ana@example.com'],
      ['subject', 'consulta'],
      ['message', 'Hola'],
    ]);
  });

  it('is each field of the table, in order, trimmed, and nothing else', () => {
    expect(payloadOf('career', { ...career, stray: 'not sent' } as CareerValues)).toEqual([
      ['fullName', 'Ben Ortiz'],
      ['phone', '239-555-0111'],
      ['email', 'ben@example.com'],
      ['position', 'Driver'],
      ['experience', '2,5'],
      ['coverLetter', 'Line one\nline two'],
    ]);
  });

  it('reads as labelled lines, a choice by its words, a field without words by its name', () => {
    const lines = receivedLines<'contact'>(payloadOf('contact', contact), {
      fullName: { label: 'Full name' },
      subject: { label: 'Subject', options: [{ value: 'consulta', label: 'General Inquiry' }] },
    });
    expect(lines).toEqual([
      { label: 'Full name', value: 'Ana' },
      { label: 'phone', value: '239-555-0100' },
      { label: 'email', value: 'ana@example.com' },
      { label: 'Subject', value: 'General Inquiry' },
      { label: 'message', value: 'Hola' },
    ]);
    expect(receivedText([...lines, { label: 'Message', value: 'Line one\nLine two' }])).toBe(
      'Full name: Ana\nphone: 239-555-0100\nemail: ana@example.com\nSubject: General Inquiry\nmessage: Hola\nMessage:\nLine one\nLine two',
    );
  });

  it('carries labelled lines above the visitor’s text, a blank line between', () => {
    expect(withLinesAbove('Hola', [['Reference', 'MR-7KQ4PX']])).toBe('Reference: MR-7KQ4PX\n\nHola');
  });
});
