import { describe, expect, it } from 'vitest';
import { loadFacts } from '../content/load';
import type { Facts } from '../content/facts/schema';
import { type HelperAnswers, suggest } from './questions';

const facts = loadFacts();

/** Rules of the helper's own making, so each case says what it tests whatever the owner's rules. */
const rules: Facts['rideHelper'] = {
  byMobility: {
    walks: { vehicles: ['small', 'big'], serviceLevel: 'steady' },
    stretcher: { vehicles: ['lying'], serviceLevel: 'crew' },
  },
  companions: { none: 0, more: 3 },
  comeBack: { oneWay: 'oneWay', withinHour: 'roundTrip', afterHour: 'roundTripWillCall' },
};
const fleet: Facts['vehicles'] = [
  { id: 'small', capacity: { seated: { min: 1, max: 3 } } },
  { id: 'big', capacity: { seated: { min: 5, max: 6 } } },
  { id: 'lying', capacity: { lyingDown: 1 } },
];

function answers(given: Partial<HelperAnswers>): HelperAnswers {
  return { mobility: 'walks', companions: 'none', comeBack: 'oneWay', repeats: 'no', ...given };
}

describe('"Which ride fits?"', () => {
  it('suggests nothing until every question is answered', () => {
    for (const name of ['mobility', 'companions', 'comeBack', 'repeats'] as const)
      expect(suggest(answers({ [name]: '' }), rules, fleet, {})).toBeNull();
  });

  it('suggests the first vehicle that suits the rider and seats everyone travelling, else the last that suits', () => {
    expect(suggest(answers({}), rules, fleet, {})?.vehicle).toBe('small');
    expect(suggest(answers({ companions: 'more' }), rules, fleet, {})?.vehicle).toBe('big');
    expect(suggest(answers({ mobility: 'stretcher', companions: 'more' }), rules, fleet, {})?.vehicle).toBe('lying');
  });

  it('suggests the trip the return means, or the repeating trip, and books every answer with the level’s own', () => {
    const repeating = suggest(answers({ comeBack: 'afterHour', repeats: 'yes' }), rules, fleet, { steady: { help: 'doorToDoor' } });
    expect(repeating).toEqual({
      vehicle: 'small',
      serviceLevel: 'steady',
      tripMode: 'repeats',
      book: { help: 'doorToDoor', mobility: 'walks', companions: 'none', trip: 'roundTripWillCall', repeats: 'yes', vehicle: 'small' },
    });
    expect(suggest(answers({ comeBack: 'withinHour' }), rules, fleet, {})?.tripMode).toBe('roundTrip');
  });

  it('with the company’s rules: a rider in a power wheelchair, alone, one way, every week, gets the first vehicle for wheelchairs, its level and the repeating trip', () => {
    const { powerWheelchair } = facts.rideHelper.byMobility;
    expect(
      suggest(answers({ mobility: 'powerWheelchair', repeats: 'yes' }), facts.rideHelper, facts.vehicles, facts.serviceLevelAnswers),
    ).toMatchObject({
      vehicle: powerWheelchair?.vehicles[0],
      serviceLevel: powerWheelchair?.serviceLevel,
      tripMode: 'repeats',
    });
  });
});
