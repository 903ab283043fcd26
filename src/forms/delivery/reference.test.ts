import { describe, expect, it } from 'vitest';
import { newReference, referenceAlphabet, referencePattern } from './reference';

describe('a reference', () => {
  it('reads like MR-7KQ4PX: the prefix, a dash and six characters of the alphabet', () => {
    for (let count = 0; count < 200; count += 1) expect(newReference()).toMatch(referencePattern);
  });

  it('holds no two characters a reader could take for each other', () => {
    const lookAlikes = ['0O', '1IL', '2Z', '5S', '8B', 'UV'];
    for (const group of lookAlikes) {
      const present = group.split('').filter((character) => referenceAlphabet.includes(character));
      expect(present.length, `${group}: ${present.join('')}`).toBeLessThanOrEqual(1);
    }
  });

  it('is new each time', () => {
    const made = new Set(Array.from({ length: 1000 }, () => newReference()));
    expect(made.size).toBe(1000);
  });
});
