/**
 * Content pages ship no framework and load no script file, only the few hundred bytes of page
 * script every page needs, inline. (Each page's weight in bytes is held to its budget on the
 * production build, as it ships: tests/production/weight.spec.ts.)
 */
import { expect, test } from '../support/fixtures.ts';
import { routes } from '../support/site-routes.ts';

const contentRoutes = routes.filter((route) => route.island === undefined);

for (const { path } of contentRoutes) {
  test(`${path} loads no JavaScript file: its few hundred bytes of page script are inline`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The page script is inline (see astro.config.ts): no script file at all.
    expect(scripts).toEqual([]);
  });
}
