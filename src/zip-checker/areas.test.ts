/**
 * The service area as built from the registry's data (areas.ts): the figures the site relies on,
 * written out, so a data update that moves a ZIP code out of the area is noticed.
 */
import { describe, expect, it } from 'vitest';
import { loadFacts } from '../content/load';
import { serviceArea } from './areas';
import { answer } from './lookup';

const area = serviceArea(loadFacts().counties);

describe('the service area', () => {
  it('has ZIP codes and towns in each of the six counties', () => {
    area.counties.forEach((_, index) => {
      expect(Object.values(area.zips).filter((counties) => counties.includes(String(index))).length).toBeGreaterThan(10);
      expect(Object.values(area.towns).filter((counties) => counties.includes(String(index))).length).toBeGreaterThan(3);
    });
  });

  it('places known ZIP codes in their counties', () => {
    for (const [zip, county] of [
      ['33914', 'lee'],
      ['34102', 'collier'],
      ['33130', 'miami-dade'],
      ['33950', 'charlotte'],
      ['33401', 'palm-beach'],
      ['33301', 'broward'],
    ] as const) {
      expect(answer(zip, area), zip).toEqual({ kind: 'inside', counties: [county], partly: false });
    }
  });

  it('knows a ZIP code that reaches outside the area, and one in two of its counties', () => {
    expect(answer('34142', area)).toEqual({ kind: 'inside', counties: ['collier'], partly: true });
    expect(answer('33428', area)).toEqual({ kind: 'inside', counties: ['palm-beach', 'broward'], partly: false });
  });

  // The towns are the post office's names: a suburb it does not name (Weston, Doral) is asked for its ZIP code.
  it('has post-office-box ZIP codes, and the towns the post office names', () => {
    expect(answer('33902', area)).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
    expect(answer('33114', area)).toEqual({ kind: 'inside', counties: ['miami-dade'], partly: false });
    for (const [town, county] of [
      ['Coral Gables', 'miami-dade'],
      ['Hollywood', 'broward'],
      ['Boca Raton', 'palm-beach'],
      ['Englewood', 'charlotte'],
    ] as const) {
      const found = answer(town, area);
      expect(found.kind === 'inside' && found.counties.includes(county), `${town}: ${JSON.stringify(found)}`).toBe(true);
    }
  });

  it('leaves out the rest of Florida', () => {
    expect(answer('32801', area)).toEqual({ kind: 'outside' });
    expect(answer('Orlando', area)).toEqual({ kind: 'unknownTown' });
  });

  it('ships only the six counties: a few kilobytes', () => {
    expect(JSON.stringify(area).length).toBeLessThan(8 * 1024);
  });
});
