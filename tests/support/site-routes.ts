/** The site's routes as the tests visit them: every page of every language and the 404 pages. */
import { defaultLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import { localizedPath, type RouteId, routeIds } from '../../src/i18n/routes.ts';
import { oneTapButton, standInButton } from './stand-in.ts';

export interface SiteRoute {
  path: string;
  /** Names the route's screenshots. */
  name: string;
  locale: Locale;
  /** The page in the route table; null for the 404 pages. */
  route: RouteId | null;
  /**
   * Buttons that arrive after the page's `load`: the sign-in stand-in's, on the contact pages.
   * Checks of the whole page wait for them, so they measure what a visitor ends up seeing.
   */
  arrivesLater?: readonly string[];
  /** Hydrates a React island (the forms); every other route ships only the page enhancements. */
  island?: true;
  /** Holds its pictures further down until its first paint (its route entry passes `laterPictures`). */
  laterPictures?: true;
}

/** The pages whose pictures further down wait for the first paint. */
const withLaterPictures: readonly RouteId[] = ['home', 'vehicles', 'trips'];

/** The language a path is in: under /es/ Spanish, under /ht/ Kreyòl, English elsewhere. */
export function localeOfPath(path: string): Locale {
  return locales.find((locale) => locale !== defaultLocale && (path === `/${locale}` || path.startsWith(`/${locale}/`))) ?? defaultLocale;
}

/** An unknown address in each language, which answers with that language's 404 page. */
export const unknownPaths: Record<Locale, string> = { en: '/no-such-page', es: '/es/no-existe', ht: '/ht/pa-egziste' };

/** Every route of the site in every language, for tests and screenshots that visit them all. */
export const routes: readonly SiteRoute[] = locales.flatMap((locale) => [
  ...routeIds.map((route): SiteRoute => {
    const path = localizedPath(route, locale);
    const name = `${locale}-${route}`;
    return route === 'contact'
      ? { path, name, locale, route, arrivesLater: [standInButton, oneTapButton], island: true }
      : { path, name, locale, route, ...(withLaterPictures.includes(route) ? { laterPictures: true as const } : {}) };
  }),
  { path: unknownPaths[locale], name: `${locale}-not-found`, locale, route: null },
]);

/**
 * Every page once, its language taking turns (home in English, coverage in Spanish, services in
 * Kreyòl, vehicles in English, …), for checks of what a page's language does not change: the
 * languages' pages are drawn by the same components with the same styles and scripts, and their
 * words are checked in every language by the tests that read `routes`.
 */
export const routesOnce: readonly SiteRoute[] = routes.filter(
  (route, index) => locales.indexOf(route.locale) === (index % (routeIds.length + 1)) % locales.length,
);
