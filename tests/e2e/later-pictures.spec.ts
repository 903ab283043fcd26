/**
 * Pictures further down a page arrive when scrolled to without JavaScript too, where nothing holds
 * them (with it: every-page.spec.ts, on every page that holds them).
 */
import { test } from '../support/fixtures.ts';
import { hasLaterPictures, scrollAndSeePictures } from '../support/readings/pictures.ts';
import { routes } from '../support/site-routes.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of routes.filter((route) => hasLaterPictures(route) && route.locale === 'en')) {
    test(`${path}: pictures further down arrive when scrolled to`, async ({ page }) => {
      await page.goto(path);
      await scrollAndSeePictures(page);
    });
  }
});
