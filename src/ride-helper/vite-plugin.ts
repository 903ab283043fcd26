/**
 * `virtual:ride-helper`: what "Which ride fits?" needs in each language (helper-data.ts), made
 * when the site is built and bundled into the helper's island, which loads when touched. Handed
 * over as the island's props instead, it was written into /trips and /vehicles as an attribute:
 * bytes of the first round trip that a reader who never touches the helper pays for.
 */
import type { Plugin } from 'vite';
import { locales } from '../i18n/locales';
import { localizedPath } from '../i18n/routes';
import { rideHelperData } from './helper-data';

const moduleId = 'virtual:ride-helper';

export function rideHelperModule(): Plugin {
  return {
    name: 'ride-helper',
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const byLocale = Object.fromEntries(locales.map((locale) => [locale, rideHelperData(locale, localizedPath)]));
      return `export default ${JSON.stringify(byLocale)};`;
    },
  };
}
