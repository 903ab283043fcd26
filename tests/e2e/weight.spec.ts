/** Content routes ship no framework: only the few hundred bytes every page needs. */
import { expect, test } from '@playwright/test';
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
