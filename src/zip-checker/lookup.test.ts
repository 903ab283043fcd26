import { describe, expect, it } from 'vitest';
import { answer, type ServiceArea, townKey } from './lookup';

/** Two counties, a ZIP in each, one in both, one reaching outside, and a town in each. */
const area: ServiceArea = {
  counties: ['lee', 'collier'],
  zips: { '33914': '0', '34102': '1', '34110': '01', '34142': '1+' },
  towns: { 'cape coral': '0', 'fort myers': '0', 'north fort myers': '0', naples: '01', immokalee: '1+', lee: '0' },
};

describe('answer', () => {
  it('names the county of a ZIP code in the area', () => {
    expect(answer('33914', area)).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
    expect(answer(' 34102 ', area)).toEqual({ kind: 'inside', counties: ['collier'], partly: false });
  });

  it('finds the ZIP code in a ZIP+4 or a whole address line', () => {
    for (const typed of ['33914-1234', '33914 1234', 'FL 33914', 'Cape Coral, FL 33914']) {
      expect(answer(typed, area), typed).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
    }
  });

  it('names both counties of a ZIP code that lies in two of them', () => {
    expect(answer('34110', area)).toEqual({ kind: 'inside', counties: ['lee', 'collier'], partly: false });
  });

  it('says when a ZIP code reaches outside the area', () => {
    expect(answer('34142', area)).toEqual({ kind: 'inside', counties: ['collier'], partly: true });
  });

  it('says a ZIP code it does not have is outside, and a name it does not know is not one of its towns', () => {
    expect(answer('32801', area)).toEqual({ kind: 'outside' });
    expect(answer('Orlando', area)).toEqual({ kind: 'unknownTown' });
  });

  it('says when a town reaches outside the area', () => {
    expect(answer('Immokalee', area)).toEqual({ kind: 'inside', counties: ['collier'], partly: true });
  });

  it('knows a county by its name, in either language', () => {
    for (const typed of ['Lee', 'lee county', 'Condado de Lee'])
      expect(answer(typed, area), typed).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
  });

  it('finds a town whatever its case, accents and spelling of "Fort" or the state', () => {
    for (const typed of ['CAPE CORAL', 'cape coral, FL', 'Cape Coral Florida']) {
      expect(answer(typed, area), typed).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
    }
    for (const typed of ['Ft. Myers', 'fort  myérs', 'FT MYERS']) {
      expect(answer(typed, area), typed).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
    }
    for (const typed of ['North Ft. Myers', 'north fort myers']) {
      expect(answer(typed, area), typed).toEqual({ kind: 'inside', counties: ['lee'], partly: false });
    }
    expect(answer('Náples', area)).toEqual({ kind: 'inside', counties: ['lee', 'collier'], partly: false });
  });

  it('asks again for what is neither a ZIP code nor a name', () => {
    for (const typed of ['', '   ', '3391', '339144', '!!'])
      expect(answer(typed, area), JSON.stringify(typed)).toEqual({ kind: 'invalid' });
  });
});

describe('townKey', () => {
  it('drops accents, case, punctuation and the state, and reads Ft and St in full', () => {
    expect(townKey('  Fórt   Myers, FL ')).toBe('fort myers');
    expect(townKey('St. Petersburg')).toBe('saint petersburg');
    expect(townKey('Port St. Lucie')).toBe('port saint lucie');
  });
});
