/**
 * The answer to "Do you drive to my ZIP or town?", from the service area's ZIP codes and towns
 * (made at build time by areas.ts). Runs in the browser: small, no dependencies.
 */

/**
 * The six counties' ZIP codes and towns, as shipped: county ids in the facts' order, and for each
 * ZIP code and town the indexes of the counties it lies in. An entry ending in "+" also reaches
 * into a county outside the area (for a town: none of its ZIP codes lies wholly inside).
 */
export interface ServiceArea {
  counties: string[];
  /** "33914" → "1"; "33428" → "45" (two of ours); "34142" → "0+" (ours and one outside). */
  zips: Record<string, string>;
  /** Town and county names as `townKey` writes them → their counties: "cape coral" → "1". */
  towns: Record<string, string>;
}

export type Answer =
  /** Neither a ZIP code nor anything like a name: "3391", "!!". */
  | { kind: 'invalid' }
  /** In the area: the counties, by id. `partly` when the place also reaches outside them. */
  | { kind: 'inside'; counties: string[]; partly: boolean }
  /** A ZIP code the area does not have. */
  | { kind: 'outside' }
  /** A name that is no town or county of the area: elsewhere, or spelled another way. */
  | { kind: 'unknownTown' };

/**
 * A ZIP code anywhere in what was typed: "33914", "33914-1234", "Naples, FL 34102". No lookbehind
 * for "not after a digit": Safari before 16.4 cannot even parse one, and the whole checker failed
 * to start there.
 */
const zipPattern = /(?:^|\D)(\d{5})(?:[-\s]?\d{4})?(?!\d)/;

/**
 * How a town's name is compared: lower case, accents and punctuation dropped, "Ft" and "St" read
 * in full, the state at the end and "County" or "Condado de" left off. "Fort Myers", "FT. MYERS,
 * FL" and "fórt myers" agree, as do "Lee", "Lee County" and "Condado de Lee".
 */
export function townKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+(fl|florida)$/, '')
    .replace(/\s+county$/, '')
    .replace(/^condado de\s+/, '')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bst\b/g, 'saint');
}

function countiesOf(entry: string, area: ServiceArea): string[] {
  // Each digit is a county's index: there are fewer than ten counties.
  return Array.from(entry.replace('+', ''), (index) => area.counties[Number(index)] ?? '').filter((county) => county !== '');
}

/** What to tell a visitor who typed `query`. */
export function answer(query: string, area: ServiceArea): Answer {
  const zip = zipPattern.exec(query)?.[1];
  if (zip !== undefined) {
    const entry = area.zips[zip];
    return entry === undefined ? { kind: 'outside' } : { kind: 'inside', counties: countiesOf(entry, area), partly: entry.endsWith('+') };
  }
  const key = townKey(query);
  // Digits but no ZIP code ("3391", "33 914"), or nothing to look up.
  if (key === '' || /\d/.test(key)) return { kind: 'invalid' };
  const entry = area.towns[key];
  return entry === undefined ? { kind: 'unknownTown' } : { kind: 'inside', counties: countiesOf(entry, area), partly: entry.endsWith('+') };
}
