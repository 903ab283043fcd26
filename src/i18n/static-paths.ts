/**
 * The static paths of one page in every language, for its route entry in src/pages/: each page is
 * a rest route named after its id (`[...coverage].astro`), so "/coverage" and "/es/cobertura" are
 * built from one file, each page with only its own styles.
 */
import { type Locale, locales } from './locales';
import type { RouteId } from './routes';
import { pathTo } from './urls';

export function staticPathsOf<Route extends RouteId>(
  route: Route,
): { params: Record<Route, string | undefined>; props: { locale: Locale } }[] {
  return locales.map((locale) => ({
    // The address without its leading "/"; the English home page is the site's root.
    params: { [route]: pathTo(route, locale).slice(1) || undefined } as Record<Route, string | undefined>,
    props: { locale },
  }));
}
