import { test } from '@playwright/test';
import { openRoute, routes } from '../support/routes.ts';

const widths = [375, 768, 1280];

for (const route of routes) {
  for (const width of widths) {
    test(`${route.name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, route);
      await page.evaluate(() => document.fonts.ready);
      // Lazy pictures below the fold load once scrolled to; a full-page shot should show them.
      for (const image of await page.locator('img[loading="lazy"]').all()) {
        await image.scrollIntoViewIfNeeded();
      }
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await page.evaluate(() => { window.scrollTo(0, 0); });
      await page.screenshot({ path: `screenshots/${route.name}-${width}.png`, fullPage: true });
    });
  }
}
