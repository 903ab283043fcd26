/**
 * Fields that hold several things in one value, as the form keeps it (and its draft stores it):
 * checkboxes (the days a ride repeats on) and a list of stops. Pure.
 */

/** Checkboxes' value: the chosen values in the order the field offers them, joined by ","; "" when none is chosen. */
export function choicesValue(chosen: readonly string[], options: readonly string[]): string {
  return options.filter((option) => chosen.includes(option)).join(',');
}

/** The values chosen in a checkboxes' value. */
export function choicesOf(value: string): string[] {
  return value === '' ? [] : value.split(',');
}

/** A list of stops as the form keeps it: the addresses as typed, as JSON; "" when there are none. */
export function stopsValue(stops: readonly string[]): string {
  return stops.length === 0 ? '' : JSON.stringify(stops);
}

/** The stops in a stops value; none for a value of any other shape (a draft from another version of the form). */
export function stopsOf(value: string): string[] {
  if (value === '') return [];
  try {
    const saved: unknown = JSON.parse(value);
    return Array.isArray(saved) && saved.every((stop) => typeof stop === 'string') ? saved : [];
  } catch {
    return [];
  }
}

/**
 * The number a stop goes by, as the form and the message name it: the pickup is the first stop,
 * so the first stop on the way is "Stop 2".
 */
export function stopNumber(index: number): number {
  return index + 2;
}
