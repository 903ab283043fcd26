/**
 * What a page of the built site costs a visitor, gzipped: its HTML, the stylesheets it links and
 * every JavaScript file it runs (scripts, islands and all they import). Reads dist/ only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import { type RouteId, routeIds, slugs } from '../../src/i18n/routes.ts';

export const dist = join(import.meta.dirname, '..', '..', 'dist');

export interface RouteWeight {
  /** The page, by route id ("404" for the not-found pages), and its language. */
  route: RouteId | '404';
  locale: Locale;
  html: number;
  css: number;
  js: number;
  jsFiles: number;
}

/** The built HTML file of a page: "coverage/index.html", "es/cobertura/index.html", "es/404.html". */
export function builtFile(route: RouteId | '404', locale: Locale): string {
  const prefix = locale === defaultLocale ? '' : `${locale}/`;
  if (route === '404') return `${prefix}404.html`;
  const slug = slugs[route][locale];
  return `${prefix}${slug === '' ? '' : `${slug}/`}index.html`;
}

function gzipped(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Every JavaScript file `entry` loads, itself included, following static and dynamic imports. */
function scriptClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(join(dist, entry))) return seen;
  seen.add(entry);
  const source = readFileSync(join(dist, entry), 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) {
    const file = match[1];
    if (file !== undefined) scriptClosure(join(entry, '..', file), seen);
  }
  return seen;
}

export function routeWeight(route: RouteId | '404', locale: Locale): RouteWeight {
  const html = readFileSync(join(dist, builtFile(route, locale)), 'utf8');
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  const styles = attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const entries = [
    ...attribute(/<script[^>]+src="([^"]+)"/g),
    ...attribute(/component-url="([^"]+)"/g),
    ...attribute(/renderer-url="([^"]+)"/g),
  ];
  const scripts = new Set<string>();
  for (const entry of entries) for (const script of scriptClosure(entry)) scripts.add(script);
  return {
    route,
    locale,
    html: gzipped(html),
    css: styles.reduce((sum, style) => sum + gzipped(readFileSync(join(dist, style))), 0),
    js: [...scripts].reduce((sum, script) => sum + gzipped(readFileSync(join(dist, script))), 0),
    jsFiles: scripts.size,
  };
}

/** Every page of the site in every language, 404 pages included. */
export function allRouteWeights(): RouteWeight[] {
  return locales.flatMap((locale) => [...routeIds, '404' as const].map((route) => routeWeight(route, locale)));
}
