/**
 * The answer to "Do you drive to my ZIP or town?", from the service area's ZIP codes and towns
 * (made at build time by areas.ts). Runs in the browser: small, no dependencies.
 */

/**
 * The six counties' ZIP codes and towns, as shipped: county ids in the facts' order, and for each
 * ZIP and town the indexes of the counties it lies in. A ZIP whose entry ends in "+" also lies
 * partly in a county outside the area.
 */
export interface ServiceArea {
  counties: string[];
  /** "33914" → "1"; "33440" → "01+" (two of ours); "34142" → "0+" (ours and one outside). */
  zips: Record<string, string>;
  /** Town names as `townKey` writes them → the counties its ZIP codes lie in: "cape coral" → "1". */
  towns: Record<string, string>;
}

export type Answer =
  /** Not a ZIP code nor anything like a town name. */
  | { kind: 'invalid' }
  /** In the area: the counties, by id. `partly` when a ZIP also reaches outside them. */
  | { kind: 'inside'; counties: string[]; partly: boolean }
  | { kind: 'outside' };

/**
 * How a town's name is compared: lower case, accents and punctuation dropped, "Ft" read as Fort,
 * ", FL" or "Florida" at the end left off. "Fort Myers", "FT. MYERS, FL" and "fórt myers" agree.
 */
export function townKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+(fl|florida)$/, '')
    .replace(/^ft\b/, 'fort')
    .replace(/\bst\b/g, 'saint');
}

function countiesOf(entry: string, area: ServiceArea): string[] {
  // Each digit is a county's index: there are fewer than ten counties.
  return Array.from(entry.replace('+', ''), (index) => area.counties[Number(index)] ?? '').filter((county) => county !== '');
}

/** What to tell a visitor who typed `query`. */
export function answer(query: string, area: ServiceArea): Answer {
  const trimmed = query.trim();
  if (/^\d{5}(-\d{4})?$/.test(trimmed)) {
    const entry = area.zips[trimmed.slice(0, 5)];
    return entry === undefined ? { kind: 'outside' } : { kind: 'inside', counties: countiesOf(entry, area), partly: entry.endsWith('+') };
  }
  const key = townKey(trimmed);
  if (key === '' || /^\d+$/.test(key)) return { kind: 'invalid' };
  const entry = area.towns[key];
  return entry === undefined ? { kind: 'outside' } : { kind: 'inside', counties: countiesOf(entry, area), partly: false };
}
