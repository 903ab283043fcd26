import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { exposedExpanded } from '../support/accessibility-tree.ts';

test.use({ viewport: { width: 375, height: 740 } });

const facts = loadFacts();

for (const locale of locales) {
  const { navigation } = loadWords('site', locale);

  function menuParts(page: Page) {
    const nav = page.getByRole('navigation', { name: navigation.label });
    return {
      toggle: page.getByRole('button', { name: navigation.menuButton }),
      links: nav.getByRole('link', { name: navigation.pages.coverage, exact: true }),
      nav,
    };
  }

  test.describe(locale, () => {
    // What the menu does is the same in every language; how its words lie on a narrow phone is not.
    const oneLanguage = takingTurns(locale);
    test('on a narrow phone the header scrolls away, and the open menu lies under all of it, the Call button uncovered', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(localizedPath('home', locale));
      const header = page.getByRole('banner');
      const call = header.getByRole('link', { name: new RegExp(facts.company.phone.display) });
      await menuParts(page).toggle.click();
      const menu = page.locator('[popover]');
      await expect(menu).toBeVisible();
      const [headerBox, menuBox, callBox] = await Promise.all([header.boundingBox(), menu.boundingBox(), call.boundingBox()]);
      expect(menuBox?.y, 'the menu starts under the header').toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0) - 1);
      expect((callBox?.y ?? 0) + (callBox?.height ?? 0)).toBeLessThanOrEqual(menuBox?.y ?? 0);

      await page.keyboard.press('Escape');
      await page.mouse.wheel(0, 600);
      await expect.poll(async () => (await header.boundingBox())?.y ?? 0, 'the header scrolls with the page').toBeLessThan(0);
    });

    oneLanguage.test('on a phone the links sit behind a toggle the browser reports as expanded or collapsed', async ({ page }) => {
      await page.goto(localizedPath('home', locale));
      const { toggle, links, nav } = menuParts(page);
      await expect(links).toBeHidden();
      await expect.poll(() => exposedExpanded(toggle)).toBe(false);

      await toggle.click();
      await expect(links).toBeVisible();
      await expect.poll(() => exposedExpanded(toggle)).toBe(true);
      await expect(nav.getByRole('link', { name: navigation.bookNow.label })).toBeVisible();

      await toggle.click();
      await expect(links).toBeHidden();
      await expect.poll(() => exposedExpanded(toggle)).toBe(false);
    });

    oneLanguage.test('Escape closes the menu and puts focus back on the toggle', async ({ page }) => {
      await page.goto(localizedPath('home', locale));
      const { toggle, links, nav } = menuParts(page);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(links).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: navigation.pages.home, exact: true })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(links).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect.poll(() => exposedExpanded(toggle)).toBe(false);
    });

    oneLanguage.test('a click outside the menu closes it', async ({ page }) => {
      await page.goto(localizedPath('services', locale));
      const { toggle, links } = menuParts(page);
      await toggle.click();
      await expect(links).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(links).toBeHidden();
      await expect.poll(() => exposedExpanded(toggle)).toBe(false);
    });

    oneLanguage.test('following a menu link opens the new page with the menu closed', async ({ page }) => {
      await page.goto(localizedPath('home', locale));
      const { toggle, links } = menuParts(page);
      await toggle.click();
      await links.click();
      await expect(page).toHaveURL(localizedPath('coverage', locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menuParts(page).links).toBeHidden();
      await expect.poll(() => exposedExpanded(menuParts(page).toggle)).toBe(false);
    });

    oneLanguage.test('the phone number is one tap away', async ({ page }) => {
      await page.goto(localizedPath('trips', locale));
      const call = page.getByRole('banner').getByRole('link', { name: new RegExp(navigation.callButton) });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${facts.company.phone.tel}`);
    });
  });
}
