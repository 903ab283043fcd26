import { describe, expect, it } from 'vitest';
import { localeFacts } from '../../i18n/locales';
import { type DateParts, dateValue, datePartsOf, emptyDateParts, readDate, readTime, spreadDate, wholeDate } from './date-time';

const en = localeFacts.en.dateOrder;
const es = localeFacts.es.dateOrder;
const december15: DateParts = { month: '12', day: '15', year: '2026' };

describe('readTime: a time as a visitor types it', () => {
  it.each([
    ['8:45 AM', 8, 45],
    ['8:45am', 8, 45],
    ['8:45 a.m.', 8, 45],
    ['8:45 a. m.', 8, 45],
    ['8.45 pm', 20, 45],
    ['845pm', 20, 45],
    ['8 am', 8, 0],
    ['8AM', 8, 0],
    ['08:45 PM', 20, 45],
    ['  8 : 45  P.M. ', 20, 45],
    ['12 pm', 12, 0],
    ['12:30 PM', 12, 30],
    ['12 am', 0, 0],
    ['12:15 a.m.', 0, 15],
    ['20:45', 20, 45],
    ['2045', 20, 45],
    ['0:30', 0, 30],
    ['00:30', 0, 30],
    ['13:00', 13, 0],
    ['23:59', 23, 59],
  ])('%j is %i:%i', (text, hours, minutes) => {
    expect(readTime(text)).toEqual({ ok: true, time: { hours, minutes } });
  });

  it.each(['8:45', '8', '845', '12:30', '1:05', '08:45', '12'])('%j could be morning or evening: AM or PM is asked for', (text) => {
    expect(readTime(text)).toEqual({ ok: false, fault: 'amPm' });
  });

  it.each(['8:75 am', '13 pm', '0 am', '24:00', '25:00', '20:60', '0:75'])('%j is not on a clock', (text) => {
    expect(readTime(text)).toEqual({ ok: false, fault: 'notReal' });
  });

  it.each(['', 'soon', '8:4', '8:45 xm', '8:45:30 am', '8:45 am pm', 'a.m.', '8-45', '1pm!', '１０:３０'])('%j is not a time', (text) => {
    expect(readTime(text)).toEqual({ ok: false, fault: 'format' });
  });
});

describe('readDate: a date’s three parts', () => {
  it('reads whole, real dates, the parts trimmed and leading zeros forgiven', () => {
    expect(readDate(december15, en)).toEqual({ ok: true, date: { year: 2026, month: 12, day: 15 } });
    expect(readDate({ month: ' 02 ', day: '029', year: '2028' }, es)).toEqual({ ok: true, date: { year: 2028, month: 2, day: 29 } });
  });

  it('reads no date when every part is empty', () => {
    expect(readDate(emptyDateParts, en)).toEqual({ ok: true, date: null });
    expect(readDate({ month: ' ', day: '', year: '\t' }, en)).toEqual({ ok: true, date: null });
  });

  it('names the first part missing or not a number, in the page’s order', () => {
    expect(readDate({ ...december15, day: '' }, en)).toEqual({ ok: false, fault: 'format', part: 'day' });
    expect(readDate({ month: '', day: '', year: '2026' }, en)).toEqual({ ok: false, fault: 'format', part: 'month' });
    expect(readDate({ month: '', day: '', year: '2026' }, es)).toEqual({ ok: false, fault: 'format', part: 'day' });
    expect(readDate({ ...december15, month: 'Dec' }, en)).toEqual({ ok: false, fault: 'format', part: 'month' });
    expect(readDate({ ...december15, day: '1.5' }, es)).toEqual({ ok: false, fault: 'format', part: 'day' });
  });

  it('asks for a year of 4 digits', () => {
    for (const year of ['26', '2', '202', '20266']) {
      expect(readDate({ ...december15, year }, en)).toEqual({ ok: false, fault: 'year', part: 'year' });
    }
  });

  it('refuses a month or day that does not exist', () => {
    expect(readDate({ month: '2', day: '30', year: '2026' }, en)).toEqual({ ok: false, fault: 'notReal', part: 'day' });
    expect(readDate({ month: '2', day: '29', year: '2027' }, en)).toEqual({ ok: false, fault: 'notReal', part: 'day' });
    expect(readDate({ month: '4', day: '31', year: '2026' }, en)).toEqual({ ok: false, fault: 'notReal', part: 'day' });
    expect(readDate({ month: '13', day: '1', year: '2026' }, en)).toEqual({ ok: false, fault: 'notReal', part: 'month' });
    expect(readDate({ month: '0', day: '1', year: '2026' }, en)).toEqual({ ok: false, fault: 'notReal', part: 'month' });
    expect(readDate({ month: '12', day: '0', year: '2026' }, en)).toEqual({ ok: false, fault: 'notReal', part: 'day' });
  });
});

describe('a whole date typed or pasted into the first part', () => {
  it.each(['12152026', '12/15/2026', '12-15-2026', '12 15 2026', '12.15.2026', ' 12 / 15 / 2026 '])(
    '%j is December 15, 2026 in English',
    (text) => {
      expect(wholeDate(text, en)).toEqual(december15);
      expect(spreadDate({ ...emptyDateParts, month: text }, en)).toEqual(december15);
      expect(readDate({ ...emptyDateParts, month: text }, en)).toEqual({ ok: true, date: { year: 2026, month: 12, day: 15 } });
    },
  );

  it.each(['15122026', '15/12/2026', '15-12-2026', '15 12 2026'])('%j is December 15, 2026 in Spanish', (text) => {
    expect(wholeDate(text, es)).toEqual(december15);
    expect(readDate({ ...emptyDateParts, day: text }, es)).toEqual({ ok: true, date: { year: 2026, month: 12, day: 15 } });
  });

  it('keeps a short year as typed, to be asked for in full', () => {
    expect(wholeDate('12/15/26', en)).toEqual({ month: '12', day: '15', year: '26' });
    expect(readDate({ ...emptyDateParts, month: '12/15/26' }, en)).toEqual({ ok: false, fault: 'year', part: 'year' });
  });

  it('is not spread when it is not a whole date, or another part holds something', () => {
    for (const text of ['12', '1215', '121526', '12/15', '12/15/2026/1', 'Dec 15 2026']) expect(wholeDate(text, en), text).toBeNull();
    const typed = { month: '12152026', day: '', year: '2027' };
    expect(spreadDate(typed, en)).toBe(typed);
    expect(readDate(typed, en)).toEqual({ ok: false, fault: 'format', part: 'day' });
    const partial = { ...emptyDateParts, month: '12' };
    expect(spreadDate(partial, en)).toBe(partial);
  });
});

describe('a date field’s value', () => {
  it('is empty when every part is, and otherwise keeps each part as typed', () => {
    expect(dateValue(emptyDateParts)).toBe('');
    const typed = { month: ' 12', day: 'x', year: '' };
    expect(datePartsOf(dateValue(typed))).toEqual(typed);
  });

  it('reads a date kept by the browser’s own date input before ("2026-12-03") into its parts, and anything else as empty', () => {
    expect(datePartsOf('2026-12-03')).toEqual({ month: '12', day: '3', year: '2026' });
    for (const value of ['', 'null', '12', '[]', '{"month":1,"day":"2","year":"2026"}', '{"month":"1"}', '2026-12']) {
      expect(datePartsOf(value), value).toEqual(emptyDateParts);
    }
  });
});
