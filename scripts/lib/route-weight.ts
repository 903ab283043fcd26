/**
 * What a page of the built site costs a visitor, gzipped: its HTML, the stylesheets it links and
 * the JavaScript it runs (written into the HTML, and the files it loads, untouched and at most,
 * islands and all they import). Reads a built site's folder only: dist/ unless another is given.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import { localizedPath, type RouteId, routeIds } from '../../src/i18n/routes.ts';

export const dist = join(import.meta.dirname, '..', '..', 'dist');

export interface RouteWeight {
  /** The page, by route id ("404" for the not-found pages), and its language. */
  route: RouteId | '404';
  locale: Locale;
  /** The HTML document, inline styles and scripts included: what the first round trip carries. */
  html: number;
  /** Linked stylesheets (not the print one). */
  css: number;
  /**
   * The HTML and stylesheets as the server and a CDN send them to a browser: brotli, the size of
   * the .br twins made at build time (integrations/precompress.ts). What the first round trip carries.
   */
  htmlAndCssBrotli: number;
  /** Code written into the HTML (the page script, the islands' loader): counted in `html` too, which carries it. */
  inlineJs: number;
  /**
   * The JavaScript files the page loads as it is read and scrolled, touching nothing: its own
   * script files and its islands but those that wait for a touch (`client:touch`).
   */
  untouchedJs: number;
  /** Every JavaScript file the page can load, the islands woken by a touch included. */
  js: number;
  /**
   * Of `js`, the islands' framework (React and its client renderer) as the build ships it: the
   * same files on every page with an island, cached after the first.
   */
  runtimeJs: number;
  /** How many JavaScript files the page can load. */
  jsFiles: number;
  /**
   * The scripts the page's scripts start as workers (`new Worker(new URL(…))`, the calendar file's
   * on the contact pages), loaded only when asked for and counted apart: not in `js`.
   */
  workerJs: number;
}

/** Scripts the browser runs that sit in the HTML itself; JSON-LD is data, not code. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !(attributes ?? '').includes('application/ld+json'))
    .map(([, , body]) => body ?? '');
}

/** The built HTML file of a page: "index.html", "coverage.html", "es.html", "es/cobertura.html", "es/404.html". */
export function builtFile(route: RouteId | '404', locale: Locale): string {
  const path = route === '404' ? `${locale === defaultLocale ? '' : `/${locale}`}/404` : localizedPath(route, locale);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function gzipped(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** A built file as the server sends it to a browser that takes brotli: its .br twin (integrations/precompress.ts). */
function asSent(site: string, file: string): number {
  return statSync(join(site, `${file}.br`)).size;
}

/** Every JavaScript file `entry` loads, itself included, following static and dynamic imports. */
function scriptClosure(site: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(join(site, entry))) return seen;
  seen.add(entry);
  const source = readFileSync(join(site, entry), 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) {
    const file = match[1];
    if (file !== undefined) scriptClosure(site, join(entry, '..', file), seen);
  }
  return seen;
}

/** The scripts started as workers by any of `scripts`, by their path in the site: "/_astro/x.js", or "./x.js" beside the script. */
function workersStartedBy(site: string, scripts: Iterable<string>): string[] {
  return [...scripts].flatMap((script) =>
    [...readFileSync(join(site, script), 'utf8').matchAll(/new Worker\(\s*new URL\(\s*[`"']([^`"']+\.js)[`"']/g)].map(([, file = '']) =>
      file.startsWith('/') ? file.slice(1) : join(script, '..', file),
    ),
  );
}

export function routeWeight(route: RouteId | '404', locale: Locale, site = dist): RouteWeight {
  const page = builtFile(route, locale);
  const html = readFileSync(join(site, page), 'utf8');
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  // A print stylesheet (media="print") is fetched at low priority and never holds up the screen;
  // one inside <noscript> is fetched only where JavaScript is off.
  const styles = [...html.replaceAll(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('rel="stylesheet"') && !tag.includes('media="print"'))
    .map((tag) => (/href="([^"]+)"/.exec(tag)?.[1] ?? '').replace(/^\//, ''));
  const closureOf = (entries: readonly string[]) => new Set(entries.flatMap((entry) => [...scriptClosure(site, entry)]));
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    files: [/component-url="([^"]+)"/, /renderer-url="([^"]+)"/].map((pattern) => (pattern.exec(tag)?.[1] ?? '').replace(/^\//, '')),
    waitsForTouch: tag.includes('client="touch"'),
  }));
  const pageScripts = attribute(/<script[^>]+src="([^"]+)"/g);
  const untouched = closureOf([...pageScripts, ...islands.filter((island) => !island.waitsForTouch).flatMap((island) => island.files)]);
  const scripts = closureOf([...pageScripts, ...islands.flatMap((island) => island.files)]);
  const runtime = closureOf(attribute(/renderer-url="([^"]+)"/g));
  const filesWeight = (files: Iterable<string>) => [...files].reduce((sum, script) => sum + gzipped(readFileSync(join(site, script))), 0);
  return {
    route,
    locale,
    html: gzipped(html),
    css: styles.reduce((sum, style) => sum + gzipped(readFileSync(join(site, style))), 0),
    htmlAndCssBrotli: asSent(site, page) + styles.reduce((sum, style) => sum + asSent(site, style), 0),
    inlineJs: inlineScripts(html).reduce((sum, script) => sum + gzipped(script), 0),
    untouchedJs: filesWeight(untouched),
    js: filesWeight(scripts),
    runtimeJs: filesWeight(runtime),
    jsFiles: scripts.size,
    workerJs: filesWeight(closureOf(workersStartedBy(site, scripts))),
  };
}

/** Every page of the site in every language, 404 pages included. */
export function allRouteWeights(site = dist): RouteWeight[] {
  return locales.flatMap((locale) => [...routeIds, '404' as const].map((route) => routeWeight(route, locale, site)));
}
