/**
 * The built site's pages as the build wrote them to dist/, parsed (jsdom, no script, no style):
 * what the dist tests (tests/dist/) read without a browser. Their queries are Testing Library's,
 * by role and accessible name as a screen reader finds them; what needs layout or style (what is
 * drawn, its size, its colour) is the browser tests'.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { builtFile, dist } from '../../scripts/lib/route-weight.ts';
import type { SiteRoute } from './site-routes.ts';

// Nothing is laid out or styled here, so every element counts as shown; a query that finds
// nothing says what it looked for, not the whole page.
configure({ defaultHidden: true, getElementError: (message) => new Error(message?.split('\n\n')[0] ?? 'not found') });

const parsed = new Map<string, Document>();

/** A built page's document, parsed once per test file. */
export function builtPage(route: Pick<SiteRoute, 'route' | 'locale'>): Document {
  const file = builtFile(route.route ?? '404', route.locale);
  let document = parsed.get(file);
  if (document === undefined) {
    document = new JSDOM(readFileSync(join(dist, file), 'utf8')).window.document;
    parsed.set(file, document);
  }
  return document;
}

/** Testing Library's queries within an element: by role and accessible name, as a visitor finds it. */
export function inside(element: Element) {
  return within(element as HTMLElement);
}

/** An element's text as a visitor reads it: white space collapsed, trimmed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The texts of each element. */
export function textsOf(nodes: Iterable<Node>): string[] {
  return [...nodes].map(textOf);
}

/** The `href` of each link. */
export function hrefsOf(links: Iterable<Element>): (string | null)[] {
  return [...links].map((link) => link.getAttribute('href'));
}

/** What a query outside Testing Library's found, or an error naming what was looked for. */
export function found<Found>(value: Found | null | undefined, what: string): Found {
  if (value === null || value === undefined) throw new Error(`Not found: ${what}`);
  return value;
}
