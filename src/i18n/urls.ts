/**
 * Addresses inside the site, in a language: the route table's slug put under the language's prefix
 * by Astro's i18n helpers (`prefixDefaultLocale: false`: English at the root, Spanish under /es).
 */
import { getAbsoluteLocaleUrl, getRelativeLocaleUrl } from 'astro:i18n';
import type { Locale } from './locales';
import { type RouteId, slugs } from './routes';

/** "/coverage", "/es/cobertura", "/", "/es". */
export function pathTo(route: RouteId, locale: Locale): string {
  return getRelativeLocaleUrl(locale, slugs[route][locale]);
}

/** The same, absolute, on the site's public address (`site` in astro.config.ts). */
export function urlOf(route: RouteId, locale: Locale): string {
  return getAbsoluteLocaleUrl(locale, slugs[route][locale]);
}
