import { describe, expect, it } from 'vitest';
import { choicesOf, choicesValue, stopNumber, stopsOf, stopsValue } from './lists';

describe('checkboxes’ value', () => {
  it('keeps the chosen values in the order the field offers them, and none as empty', () => {
    const days = ['monday', 'tuesday', 'wednesday', 'friday'];
    expect(choicesValue(['friday', 'monday', 'sunday'], days)).toBe('monday,friday');
    expect(choicesOf(choicesValue(['friday', 'monday'], days))).toEqual(['monday', 'friday']);
    expect(choicesValue([], days)).toBe('');
    expect(choicesOf('')).toEqual([]);
  });
});

describe('a list of stops', () => {
  it('keeps each address as typed, commas and quotes included, and reads any other shape as none', () => {
    const stops = ['1200 Main St, Fort Myers', 'The "Lab", 2nd floor', ''];
    expect(stopsOf(stopsValue(stops))).toEqual(stops);
    expect(stopsValue([])).toBe('');
    for (const other of ['', 'not json', '{"a":1}', '[1,2]', 'null']) expect(stopsOf(other)).toEqual([]);
  });

  it('numbers the stops from the pickup, the first', () => {
    expect([0, 1, 4].map(stopNumber)).toEqual([2, 3, 6]);
  });
});
