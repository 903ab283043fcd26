/**
 * The service area as built from the registry's data (areas.ts): the figures the site relies on,
 * written out, so a data update that moves a ZIP code out of the area is noticed.
 */
import { describe, expect, it } from 'vitest';
import { loadFacts } from '../content/load';
import { serviceArea } from './areas';
import { answer } from './lookup';

const area = serviceArea(loadFacts().counties);
const inCounty = (zip: string, county: string) => answer(zip, area).kind === 'inside' && JSON.stringify(answer(zip, area)).includes(county);

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
      expect(inCounty(zip, county), `${zip} in ${county}`).toBe(true);
    }
  });

  it('knows a ZIP code that reaches outside the area, and one in two of its counties', () => {
    expect(answer('34142', area)).toEqual({ kind: 'inside', counties: ['collier'], partly: true });
    expect(answer('33428', area)).toEqual({ kind: 'inside', counties: ['palm-beach', 'broward'], partly: false });
  });

  it('leaves out the rest of Florida', () => {
    expect(answer('32801', area)).toEqual({ kind: 'outside' });
    expect(answer('Orlando', area)).toEqual({ kind: 'outside' });
  });

  it('ships only the six counties: a few kilobytes', () => {
    expect(JSON.stringify(area).length).toBeLessThan(8 * 1024);
  });
});
