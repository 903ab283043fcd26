/**
 * Pictures further down a page wait for its first paint (src/page-scripts/hold-later-pictures.ts), so
 * a phone spends its first round trips on the page and its fonts; each still arrives as it is
 * scrolled to, with script and without.
 */
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath, type RouteId } from '../../src/i18n/routes.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

/** The pages with pictures further down (their route entries pass `laterPictures`). */
const withLaterPictures: readonly RouteId[] = ['home', 'vehicles', 'trips'];

/** Scrolls to each picture further down in turn and waits until it has drawn its own file; gives their addresses. */
async function scrollAndSeePictures(page: Page): Promise<string[]> {
  const later = page.locator('img[loading="lazy"]');
  const count = await later.count();
  expect(count, 'pictures further down').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const picture = later.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/images/')),
      )
      .toBe(true);
  }
  return later.evaluateAll((pictures: HTMLImageElement[]) => pictures.map((picture) => picture.currentSrc));
}

for (const locale of locales) {
  for (const route of withLaterPictures) {
    const path = localizedPath(route, locale);

    test(`${path}: pictures further down are asked for only after the first paint, and each arrives when scrolled to`, async ({ page }) => {
      await page.goto(path);
      const pictures = await scrollAndSeePictures(page);
      const askedBeforePaint = await page.evaluate((addresses) => {
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => addresses.includes(entry.name) && (paint === undefined || entry.startTime < paint.startTime))
          .map((entry) => entry.name);
      }, pictures);
      expect(askedBeforePaint).toEqual([]);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of withLaterPictures) {
    const path = localizedPath(route, 'en');
    test(`${path}: pictures further down arrive when scrolled to`, async ({ page }) => {
      await page.goto(path);
      await scrollAndSeePictures(page);
    });
  }
});
