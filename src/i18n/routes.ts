/**
 * The route table: every page of the site and its address in each language. The navigation, the
 * footer, the language switch, the pages themselves (src/pages/[...path].astro), the sitemap and
 * the tests all read it. Addresses are built from it with Astro's i18n helpers (see urls.ts).
 */
import type { Locale } from './locales';

export const routeIds = ['home', 'coverage', 'services', 'vehicles', 'trips', 'contact'] as const;
export type RouteId = (typeof routeIds)[number];

/** Each page's slug in each language; the home page has none. */
export const slugs: Record<RouteId, Record<Locale, string>> = {
  home: { en: '', es: '' },
  coverage: { en: 'coverage', es: 'cobertura' },
  services: { en: 'services', es: 'servicios' },
  vehicles: { en: 'vehicles', es: 'vehiculos' },
  trips: { en: 'trips', es: 'viajes' },
  contact: { en: 'contact', es: 'contacto' },
};
