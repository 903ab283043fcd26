/**
 * What each page of the production build costs, held to budgets: content pages ship only the few
 * hundred bytes every page needs; every page's HTML and CSS fit the first round trip; a Spanish
 * page costs about what its English twin does. Measured on what ships, not on the local build with
 * its stand-ins and local-mode strip: HTML and CSS as sent (brotli), JavaScript gzipped, as the
 * issues set its budgets.
 */
import { expect, test } from '@playwright/test';
import { type RouteId, routeIds } from '../../src/i18n/routes.ts';
import { allRouteWeights, routeWeight } from '../../scripts/lib/route-weight.ts';
import { required } from './environment.ts';

/** The production build's folder, which npm run test:production passes. */
const site = required('PRODUCTION_DIST');

/** Bytes, gzipped. */
const budgets = {
  /** A content page's JavaScript. */
  contentJs: 1024,
  /**
   * The contact pages' JavaScript: React 19's client runtime alone is 68.8 KB of it, so the
   * 70 KB the production issue asked for cannot be met with React. 82 KB held the forms until
   * the ride details (their section, radios, date and time checks and the composed message)
   * added 1.6 KB, and 85 KB since dates and times are typed into text fields, read by the site's
   * own parsers rather than the browser's pickers (1.4 KB), and the page script opens the phone
   * menu in engines without popover (0.3 KB); this holds today's size with those. Who the ride is
   * for (its fields, their "Your …" words and the privacy link, 0.2 KB) fits within it.
   */
  contactJs: 85 * 1024,
  /**
   * "Do you drive to my ZIP code or town?" with its data, on top of a content page's own: React,
   * shared with the contact page, comes when the checker scrolls into view and is not counted.
   */
  zipCheckerJs: 8 * 1024,
  /** React and its client renderer, on the pages with an island: today's 68.8 KB, held. */
  runtimeJs: 70 * 1024,
  /**
   * HTML and CSS of any page, as sent (brotli): what the first round trip of a new connection
   * carries (10 packets).
   */
  htmlAndCss: 14 * 1024,
};

/** The pages with the ZIP checker. */
const withChecker = new Set<RouteId | '404'>(['home', 'coverage']);

for (const weight of allRouteWeights(site)) {
  const name = `${weight.locale} ${weight.route}`;
  test(`${name}: HTML and CSS sent within ${budgets.htmlAndCss} bytes, JavaScript within its budget`, () => {
    expect(weight.htmlAndCssBrotli, 'HTML and CSS, brotli').toBeLessThanOrEqual(budgets.htmlAndCss);
    expect(weight.runtimeJs, 'React').toBeLessThanOrEqual(budgets.runtimeJs);
    if (weight.route === 'contact') {
      expect(weight.js, 'JavaScript').toBeLessThanOrEqual(budgets.contactJs);
    } else if (withChecker.has(weight.route)) {
      expect(weight.js - weight.runtimeJs, 'JavaScript besides React').toBeLessThanOrEqual(budgets.contentJs + budgets.zipCheckerJs);
    } else {
      expect(weight.js, 'JavaScript').toBeLessThanOrEqual(budgets.contentJs);
    }
  });
}

for (const route of [...routeIds, '404' as const]) {
  test(`the Spanish ${route} page weighs within 10 % of the English one`, () => {
    const total = ({ html, css, js }: { html: number; css: number; js: number }) => html + css + js;
    const english = total(routeWeight(route, 'en', site));
    const spanish = total(routeWeight(route, 'es', site));
    expect(Math.abs(spanish - english) / english).toBeLessThanOrEqual(0.1);
  });
}
