/**
 * "Which ride fits?": the helper's questions and what its rules, in the company facts
 * (`rideHelper`), make of the answers. No question asks about a diagnosis: only how the rider gets
 * around, who travels along, when they come back and whether the ride repeats (requirement
 * RIDE-HELPER). Pure.
 */
import type { Facts } from '../content/facts/schema';
import type { ComeBack } from '../content/ride-helper/values';
import type { RideAnswers } from '../content/forms/values';
import type { TripKind } from '../content/forms/values';

/** The helper's four answers, by the contact form's own values where it has the question (mobility, companions, repeats). */
export interface HelperAnswers {
  mobility: string;
  companions: string;
  comeBack: ComeBack | '';
  repeats: string;
}

/** What the helper suggests: a vehicle and a service level by their ids, the trip by what it books, and the answers to book it with. */
export interface Suggestion {
  vehicle: string;
  serviceLevel: string;
  /** The trip mode to show: the Trip answer, or "repeats" for a ride that repeats (Regular Round Trip). */
  tripMode: TripKind | 'repeats';
  book: RideAnswers;
}

type Rules = Facts['rideHelper'];

/** How many seats a vehicle offers; one that carries its rider lying down takes no one along in this count. */
function seatsIn(capacity: Facts['vehicles'][number]['capacity']): number {
  return 'seated' in capacity ? capacity.seated.max : capacity.lyingDown;
}

/**
 * The suggestion for a full set of answers, or null until every question is answered: the first
 * vehicle that suits the rider's way of getting around and seats the party (the rider and those
 * along), else the last that suits; the rider's service level; the trip their return means, or
 * the repeating trip.
 */
export function suggest(
  answers: HelperAnswers,
  rules: Rules,
  vehicles: Facts['vehicles'],
  serviceLevelAnswers: Facts['serviceLevelAnswers'],
): Suggestion | null {
  const { mobility, companions, comeBack, repeats } = answers;
  const fits = rules.byMobility[mobility];
  const along = rules.companions[companions];
  if (fits === undefined || along === undefined || comeBack === '' || repeats === '') return null;
  const party = 1 + along;
  const suited = fits.vehicles.flatMap((id) => vehicles.filter((vehicle) => vehicle.id === id));
  const vehicle = suited.find(({ capacity }) => seatsIn(capacity) >= party) ?? suited[suited.length - 1];
  if (vehicle === undefined) return null;
  const trip = rules.comeBack[comeBack];
  if (trip === undefined) return null;
  return {
    vehicle: vehicle.id,
    serviceLevel: fits.serviceLevel,
    tripMode: repeats === 'yes' ? 'repeats' : trip,
    book: { ...serviceLevelAnswers[fits.serviceLevel], mobility, companions, trip, repeats, vehicle: vehicle.id },
  };
}
