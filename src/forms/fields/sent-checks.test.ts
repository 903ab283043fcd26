import { describe, expect, it } from 'vitest';
import { stopsValue } from './lists';
import { readSentFields } from './sent-checks';
import { fieldsOf } from '../../content/forms/tables';

const vehicles = ['car', 'medical-van'];
const offered = (field: string) => (field === 'vehicle' ? vehicles : field === 'trip' ? ['oneWay', 'roundTrip'] : undefined);
const filled = { fullName: 'Ana', phone: '239-555-0100', email: 'ana@example.com', subject: 'consulta', message: 'Hola' };

describe('a form that arrives from elsewhere', () => {
  it('is read field by field, a field left out as empty', () => {
    const read = readSentFields('contact', filled, offered);
    expect(read).toMatchObject({ readable: true, problems: [] });
    if (!read.readable) return;
    expect(Object.keys(read.values)).toEqual(fieldsOf('contact').map((row) => row.name));
    expect(read.values.pickupAddress).toBe('');
  });

  it('is not a form when it holds a field the form does not have, or a value that is not text', () => {
    expect(readSentFields('contact', { ...filled, cc: 'x@example.com' }, offered)).toEqual({ readable: false });
    expect(readSentFields('contact', { ...filled, phone: 2395550100 }, offered)).toEqual({ readable: false });
    expect(readSentFields('career', filled, offered)).toEqual({ readable: false });
  });

  it('names each field longer than it takes, and a list of stops longer than it takes', () => {
    const read = readSentFields(
      'contact',
      {
        ...filled,
        fullName: 'A'.repeat(101),
        message: 'x'.repeat(5001),
        stops: stopsValue(['1 Main St', '2 Main St', '3', '4', '5', '6']),
      },
      offered,
    );
    expect(read.readable && read.problems).toEqual([
      { field: 'fullName', fault: 'tooLong', most: 100 },
      { field: 'stops', fault: 'tooLong', most: 5 },
      { field: 'message', fault: 'tooLong', most: 5000 },
    ]);
    const longStop = readSentFields('contact', { ...filled, stops: stopsValue(['x'.repeat(201)]) }, offered);
    expect(longStop.readable && longStop.problems).toEqual([{ field: 'stops', fault: 'tooLong', most: 200 }]);
  });

  it('names each choice the form does not offer: its own, another page’s, one of several days', () => {
    const read = readSentFields(
      'contact',
      { ...filled, subject: 'spam', vehicle: 'helicopter', repeatDays: 'monday,someday', trip: 'roundTrip' },
      offered,
    );
    expect(read.readable && read.problems).toEqual([
      { field: 'subject', fault: 'notOffered' },
      { field: 'repeatDays', fault: 'notOffered' },
      { field: 'vehicle', fault: 'notOffered' },
    ]);
  });

  it('takes a choice left blank, and the "Not sure" of a question that starts on it', () => {
    const read = readSentFields('contact', { ...filled, subject: '', vehicle: '' }, offered);
    expect(read.readable && read.problems).toEqual([]);
  });
});
