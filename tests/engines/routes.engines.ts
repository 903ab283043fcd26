/**
 * Every route of both languages and the 404 page in each, in every engine: served with its status,
 * one h1, and nothing going wrong while it loads and its scripts run (the fixture's journal: no
 * uncaught exception, console error, failed request or CSP violation).
 */
import { expect, test, waitFor } from './fixtures.ts';
import { routes } from '../support/routes.ts';

for (const route of routes) {
  test(`${route.path}: status ${route.route === null ? 404 : 200}, one h1, no error`, async ({ page, site, journal }) => {
    await page.goto(route.path);
    if (route.island) {
      // The forms hydrate, and the sign-in stand-in's button arrives after load.
      await waitFor(
        page,
        'the forms hydrate and sign-in is offered',
        () => document.querySelector('astro-island[ssr]') === null && document.querySelector('.gsi-stand-in-signin') !== null,
      );
    }
    const expected = route.route === null ? 404 : 200;
    expect(site.statusOf(route.path), 'the status the page was served with').toBe(expected);
    // The 404 page's own status, which the browsers also log as a failed load; nothing else.
    if (expected === 404) journal.allow((entry) => entry.includes(route.path) && / 404\b/.test(entry));
    expect(await page.evaluate(() => document.querySelectorAll('h1').length), 'h1 elements').toBe(1);
  });
}
