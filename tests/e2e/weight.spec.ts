/**
 * Content routes ship no framework: only the few hundred bytes every page needs. A Spanish page
 * costs about what its English twin does.
 */
import { expect, test } from '@playwright/test';
import { routeIds } from '../../src/i18n/routes.ts';
import { routeWeight } from '../../scripts/lib/route-weight.ts';
import { routes } from './routes.ts';

const contentRoutes = routes.filter((route) => route.island === undefined);

for (const { path } of contentRoutes) {
  test(`${path} loads no JavaScript beyond the page enhancements`, async ({ page }) => {
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), bytes: (await response.body()).length });
      }
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.url).toMatch(/\/_astro\/.+\.js$/);
    expect(scripts[0]?.bytes).toBeLessThan(1024);
  });
}

for (const route of [...routeIds, '404' as const]) {
  test(`the Spanish ${route} page weighs within 10 % of the English one`, () => {
    const total = ({ html, css, js }: { html: number; css: number; js: number }) => html + css + js;
    const english = total(routeWeight(route, 'en'));
    const spanish = total(routeWeight(route, 'es'));
    expect(Math.abs(spanish - english) / english).toBeLessThanOrEqual(0.1);
  });
}
