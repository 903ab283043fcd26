/**
 * What each page of the production build costs, held to budgets: a page read and scrolled loads
 * no JavaScript file but the contact pages' forms (the ZIP checker waits for a touch); every
 * page's HTML and CSS fit the first round trip; a Spanish page costs about what its English twin
 * does. Measured on what ships, not on the local build with
 * its stand-ins and local-mode strip: HTML and CSS as sent (brotli), JavaScript gzipped, as the
 * issues set its budgets.
 */
import { expect, test } from '@playwright/test';
import { routeIds } from '../../src/i18n/routes.ts';
import { allRouteWeights, routeWeight } from '../../scripts/lib/route-weight.ts';
import { required } from './environment.ts';

/** The production build's folder, which npm run test:production passes. */
const site = required('PRODUCTION_DIST');

/**
 * Bytes, gzipped (HTML and CSS brotli). JavaScript counts the files a page loads; what is written
 * into the HTML (the page script, the islands' loader) travels in it and counts there.
 */
const budgets = {
  /** Any page but the contact pages, read and scrolled to the end, touching nothing. */
  untouchedJs: 1024,
  /** The ZIP checker once touched, with its data, on top of React's runtime. */
  zipCheckerJs: 8 * 1024,
  /** Everything the contact pages can load (both forms, sign-in, the ride details), on top of React's runtime. */
  contactJs: 15 * 1024,
  /** React and its client renderer as the build ships them: today's 67.6 KB, held. */
  runtimeJs: 70 * 1024,
  /**
   * HTML and CSS of any page, as sent (brotli): what the first round trip of a new connection
   * carries (10 packets).
   */
  htmlAndCss: 14 * 1024,
};

for (const weight of allRouteWeights(site)) {
  const name = `${weight.locale} ${weight.route}`;
  test(`${name}: HTML and CSS sent within ${budgets.htmlAndCss} bytes, JavaScript within its budget`, () => {
    expect(weight.htmlAndCssBrotli, 'HTML and CSS, brotli').toBeLessThanOrEqual(budgets.htmlAndCss);
    expect(weight.runtimeJs, 'React').toBeLessThanOrEqual(budgets.runtimeJs);
    if (weight.route === 'contact') {
      expect(weight.js - weight.runtimeJs, 'JavaScript besides React').toBeLessThanOrEqual(budgets.contactJs);
      return;
    }
    expect(weight.untouchedJs, 'JavaScript, untouched').toBeLessThanOrEqual(budgets.untouchedJs);
    // A page whose island waits for a touch (the ZIP checker's): what the touch brings.
    expect(weight.js - weight.runtimeJs, 'JavaScript once touched, besides React').toBeLessThanOrEqual(budgets.zipCheckerJs);
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
