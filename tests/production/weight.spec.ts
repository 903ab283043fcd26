/**
 * What each page of the production build costs, held to budgets: a page read and scrolled loads
 * no JavaScript file but the contact pages' forms (the ZIP checker and "Which ride fits?" wait for
 * a touch); every
 * page's HTML and CSS fit the first round trip, and so does its response as the server sends it,
 * headers and all; a Spanish or Kreyòl page costs about what its English twin does. Measured on what ships,
 * not on the local build with its stand-ins and local-mode strip: HTML and CSS as sent (brotli),
 * JavaScript gzipped, as the issues set its budgets.
 */
import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { defaultLocale, locales } from '../../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../../src/i18n/routes.ts';
import { allRouteWeights, routeWeight } from '../../scripts/lib/route-weight.ts';
import { budgets } from '../support/budgets.ts';
import { required } from './environment.ts';

/** The production build's folder, and where it is served as it ships, which npm run test:production passes. */
const site = required('PRODUCTION_DIST');
const origin = required('PRODUCTION_ORIGIN');

/** The bytes of a page's response as the server sends it to a browser that takes brotli: status line, headers, body. */
function responseBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const { statusCode = 0, statusMessage = '', rawHeaders } = response;
      let bytes = Buffer.byteLength(`HTTP/1.1 ${String(statusCode)} ${statusMessage}\r\n\r\n`);
      for (let index = 0; index < rawHeaders.length; index += 2)
        bytes += Buffer.byteLength(`${rawHeaders[index] ?? ''}: ${rawHeaders[index + 1] ?? ''}\r\n`);
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        resolve(bytes);
      });
    }).on('error', reject);
  });
}

for (const weight of allRouteWeights(site)) {
  const name = `${weight.locale} ${weight.route}`;
  test(`${name}: HTML and CSS sent within ${budgets.htmlAndCss} bytes, JavaScript within its budget`, () => {
    expect(weight.htmlAndCssBrotli, 'HTML and CSS, brotli').toBeLessThanOrEqual(budgets.htmlAndCss);
    expect(weight.runtimeJs, 'React').toBeLessThanOrEqual(budgets.runtimeJs);
    if (weight.route === 'contact') {
      expect(weight.js - weight.runtimeJs, 'JavaScript besides React').toBeLessThanOrEqual(budgets.contactJs);
      // Counted apart only if it is found: a page that starts none would have it in its own script or nowhere.
      expect(weight.workerJs, 'the calendar file’s worker').toBeGreaterThan(0);
      expect(weight.workerJs, 'the calendar file’s worker').toBeLessThanOrEqual(budgets.workerJs);
      return;
    }
    expect(weight.workerJs, 'a worker').toBe(0);
    expect(weight.untouchedJs, 'JavaScript, untouched').toBeLessThanOrEqual(budgets.untouchedJs);
    // A page whose island waits for a touch (the ZIP checker's, the ride helper's): what the touch brings.
    expect(weight.js - weight.runtimeJs, 'JavaScript once touched, besides React').toBeLessThanOrEqual(budgets.touchedJs);
  });
}

for (const locale of locales) {
  for (const route of routeIds) {
    const path = localizedPath(route, locale);
    test(`${path} is sent whole, headers and all, in a new connection's first round trip (${budgets.firstRoundTrip} bytes)`, async () => {
      expect(await responseBytes(path)).toBeLessThanOrEqual(budgets.firstRoundTrip);
    });
  }
}

for (const locale of locales.filter((other) => other !== defaultLocale)) {
  for (const route of [...routeIds, '404' as const]) {
    test(`the ${locale} ${route} page weighs within ${String(budgets.twinDifference * 100)} % of the English one`, () => {
      const total = ({ html, css, js }: { html: number; css: number; js: number }) => html + css + js;
      const english = total(routeWeight(route, defaultLocale, site));
      const twin = total(routeWeight(route, locale, site));
      expect(Math.abs(twin - english) / english).toBeLessThanOrEqual(budgets.twinDifference);
    });
  }
}
