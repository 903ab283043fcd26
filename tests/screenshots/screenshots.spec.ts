import { type Page, test } from '@playwright/test';
import { type Locale, locales } from '../../src/i18n/locales.ts';
import { confirmation, contactInput, contactSubmit, doInputs, fillContact, openContact, signIn } from '../support/contact.ts';
import { exampleRideInputs } from '../support/ride-example.ts';
import { openRoute } from '../support/routes.ts';
import { routes } from '../support/site-routes.ts';

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

/** The contact page at `width`, signed in, with a repeating round trip typed into its ride details (`exampleRide`). */
async function rideTyped(page: Page, locale: Locale, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await openContact(page, locale);
  await signIn(page);
  await fillContact(page, { ...contactInput(), subject: 'cotizacion' });
  await doInputs(page, exampleRideInputs(locale));
}

for (const locale of locales) {
  for (const width of widths) {
    test(`${locale} contact page with a repeating round trip open, at ${width} px`, async ({ page }) => {
      await rideTyped(page, locale, width);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `screenshots/${locale}-contact-ride-${width}.png`, fullPage: true });
    });

    test(`${locale} contact page with a message just sent, at ${width} px`, async ({ page }) => {
      await rideTyped(page, locale, width);
      await contactSubmit(page).click();
      await confirmation(page).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `screenshots/${locale}-contact-sent-${width}.png`, fullPage: true });
    });
  }
}
