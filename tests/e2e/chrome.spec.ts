/**
 * What the navigation bar, the language switch and the footer do in a browser: the switch in the
 * phone's menu, the root's language, the copyright's year, a followed link's new page from its
 * top, the skip link, and a keyboard's focus never under the fixed bar. What they say on every page
 * of every language is read from dist/ (tests/dist/pages.dist.test.ts).
 */
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

const facts = loadFacts();

test('on a phone the language switch is inside the open menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(localizedPath('vehicles', 'es'));
  const { navigation } = loadWords('site', 'es');
  const switchToEnglish = page.getByRole('link', { name: localeFacts.en.name });
  await expect(switchToEnglish).toBeHidden();
  await page.getByRole('button', { name: navigation.menuButton }).click();
  await expect(page.getByRole('navigation', { name: navigation.label }).getByRole('link', { name: localeFacts.en.name })).toBeVisible();
  await switchToEnglish.click();
  await expect(page).toHaveURL(localizedPath('vehicles', 'en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('no language is chosen for the visitor: a Spanish browser still gets English at the root', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-US', extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9' } });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the copyright shows the year the page is viewed in, not the year it was built', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-15T12:00:00'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${facts.company.name}.`);
});

for (const locale of locales) {
  const { navigation } = loadWords('site', locale);
  const oneLanguage = takingTurns(locale);

  oneLanguage.test(`${locale}: following a link shows the new page from its top`, async ({ page }) => {
    await page.goto(localizedPath('services', locale));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: navigation.pages.trips, exact: true }).click();
    await expect(page).toHaveURL(localizedPath('trips', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  oneLanguage.test(`${locale}: the skip link takes keyboard users past the navigation`, async ({ page }) => {
    await page.goto(localizedPath('coverage', locale));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navigation.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  oneLanguage.test(`${locale}: the fixed bar never covers the element that has keyboard focus`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(localizedPath('services', locale));
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    let checked = 0;
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body || element.closest('header')) return undefined;
        const box = element.getBoundingClientRect();
        return { top: box.top, text: element.textContent };
      });
      if (focused === undefined) continue;
      checked += 1;
      expect(focused.top, `"${focused.text}" is under the bar`).toBeGreaterThanOrEqual(headerBottom);
    }
    expect(checked).toBeGreaterThan(20);
  });
}
