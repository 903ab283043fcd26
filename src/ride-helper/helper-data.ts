/**
 * What "Which ride fits?" needs of the content, in a language: made at build, where the content is
 * read, bundled into the island (vite-plugin.ts) and handed to the list beside it as props.
 * Addresses come from `pathTo`: the pages pass Astro's (i18n/urls.ts); the island's bundle and the
 * browser tests, made outside Astro's pages, the route table's `localizedPath`, which gives the same.
 */
import { levelCardId, tripCardId, vehicleCardId } from '../components/card-ids';
import { loadFacts, loadWords, wordsFor } from '../content/load';
import { bookingHref } from '../forms/booking/answers';
import type { Locale } from '../i18n/locales';
import type { RouteId } from '../i18n/routes';
import type { RideHelperData } from './RideHelper';

export function rideHelperData(locale: Locale, pathTo: (route: RouteId, locale: Locale) => string): RideHelperData {
  const facts = loadFacts();
  const { fields } = loadWords('contact', locale).forms.contact;
  const vehicleWords = loadWords('vehicles', locale).vehicles;
  const levelWords = loadWords('services', locale).levels;
  const { modes } = loadWords('trips', locale);
  const cardOn = (page: 'vehicles' | 'services' | 'trips', id: string) => `${pathTo(page, locale)}#${id}`;
  return {
    words: loadWords('rideHelper', locale),
    choices: { mobility: fields.mobility.options, companions: fields.companions.options, repeats: fields.repeats.options },
    rules: facts.rideHelper,
    vehicles: facts.vehicles.map((vehicle) => ({
      ...vehicle,
      name: wordsFor(vehicleWords, vehicle.id).name,
      href: cardOn('vehicles', vehicleCardId(vehicle.id)),
    })),
    levels: Object.fromEntries(
      facts.serviceLevels.map((id) => [id, { name: wordsFor(levelWords, id).name, href: cardOn('services', levelCardId(id)) }]),
    ),
    // The first mode that books each, as its card's id says.
    trips: Object.fromEntries(
      modes.toReversed().map((mode) => [mode.books, { name: mode.name, href: cardOn('trips', tripCardId(mode.books)) }]),
    ),
    serviceLevelAnswers: facts.serviceLevelAnswers,
    bookingBase: bookingHref(pathTo('contact', locale), {}),
  };
}
