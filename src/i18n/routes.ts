/**
 * The route table: every page of the site and its address in each language. The navigation, the
 * footer, the language switch, the pages themselves (one route entry each,
 * src/pages/[...<page>].astro), the sitemap and the tests all read it. Pages build their links from
 * it with Astro's i18n helpers (urls.ts); the sitemap and the tests, which run outside Astro, with
 * `localizedPath` below, and the tests check that both agree.
 */
import { defaultLocale, type Locale, locales } from './locales.ts';

export const routeIds = [
  'home',
  'coverage',
  'services',
  'vehicles',
  'trips',
  'contact',
  'accessibility',
  'privacy',
  'nondiscrimination',
] as const;
export type RouteId = (typeof routeIds)[number];

/** The pages in the header's menu and the footer's Quick Links; the notices (accessibility, privacy, nondiscrimination) are linked from the footer's last lines. */
export const navigationRouteIds = ['home', 'coverage', 'services', 'vehicles', 'trips', 'contact'] as const satisfies readonly RouteId[];

/** Each page's slug in each language; the home page has none. */
export const slugs: Record<RouteId, Record<Locale, string>> = {
  home: { en: '', es: '', ht: '' },
  coverage: { en: 'coverage', es: 'cobertura', ht: 'zon' },
  services: { en: 'services', es: 'servicios', ht: 'sevis' },
  vehicles: { en: 'vehicles', es: 'vehiculos', ht: 'machin' },
  trips: { en: 'trips', es: 'viajes', ht: 'vwayaj' },
  contact: { en: 'contact', es: 'contacto', ht: 'kontak' },
  accessibility: { en: 'accessibility', es: 'accesibilidad', ht: 'aksesibilite' },
  privacy: { en: 'privacy', es: 'privacidad', ht: 'vi-prive' },
  nondiscrimination: { en: 'nondiscrimination', es: 'no-discriminacion', ht: 'san-diskriminasyon' },
};

/** Where the nondiscrimination notice says, in each of the counties' other languages, that language help is free: every footer links there. */
export const languageHelpAnchor = 'language-help';

/** The notices every page links to from the footer's last lines, in that order. */
export const noticeRouteIds = ['accessibility', 'privacy', 'nondiscrimination'] as const satisfies readonly RouteId[];

/**
 * A page's address in a language, as Astro's i18n routing writes it with `prefixDefaultLocale:
 * false` and `trailingSlash: 'never'`: "/", "/coverage", "/es", "/es/cobertura", "/ht/zon".
 */
export function localizedPath(route: RouteId, locale: Locale): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const slug = slugs[route][locale];
  return slug === '' ? prefix || '/' : `${prefix}/${slug}`;
}

/** The page an address is, in whichever language, if it is one. */
export function routeAt(path: string): { route: RouteId; locale: Locale } | undefined {
  for (const route of routeIds) {
    for (const locale of locales) if (localizedPath(route, locale) === path) return { route, locale };
  }
  return undefined;
}
