/**
 * The ids of the cards other pages link to: a "Which ride fits?" suggestion leads to the card of
 * what it suggests (/vehicles#vehicle-medical-van).
 */

/** A vehicle's card on /vehicles. */
export function vehicleCardId(id: string): string {
  return `vehicle-${id}`;
}

/** A service level's card on /services. */
export function levelCardId(id: string): string {
  return `level-${id}`;
}

/** The card of the first trip mode on /trips that books this (a Trip answer, "repeats" or "shared"). */
export function tripCardId(books: string): string {
  return `trip-${books}`;
}
