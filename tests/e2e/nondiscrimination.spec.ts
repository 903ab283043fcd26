/**
 * The footer's "language help is free" leads to the nondiscrimination notice's taglines, shown in
 * the window below the fixed bar. (What the notice says, in every language: tests/dist/pages.dist.test.ts.)
 */
import { expect, test } from '../support/fixtures.ts';
import { loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { languageHelpAnchor, localizedPath } from '../../src/i18n/routes.ts';

const locale = locales[1];

test(`${locale}: the notice opened at its language help shows the taglines`, async ({ page }) => {
  await page.goto(localizedPath('vehicles', locale));
  await page.locator(`footer a[href$="#${languageHelpAnchor}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath('nondiscrimination', locale)}#${languageHelpAnchor}$`));
  const languageHelp = page.getByRole('region', { name: loadWords('nondiscrimination', locale).taglinesHeading });
  await expect(languageHelp).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  expect(await languageHelp.evaluate((region) => region.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
});
