/** The navigation bar, the language switch and the footer, on every route of every language. */
import { expect, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { languageHelpAnchor, localizedPath, navigationRouteIds, noticeRouteIds } from '../../src/i18n/routes.ts';
import { routes } from '../support/site-routes.ts';

const facts = loadFacts();

for (const { path, locale, route } of routes) {
  const words = loadWords('site', locale);
  const { navigation, footer } = words;
  const others = locales.filter((candidate) => candidate !== locale);

  test(`${path} has the navigation bar, the language switch and the footer, in its language`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const nav = page.getByRole('navigation', { name: navigation.label });
    await expect(nav.getByRole('link')).toHaveText([...navigationRouteIds.map((id) => navigation.pages[id]), navigation.bookNow.label]);
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([...navigationRouteIds.map((id) => localizedPath(id, locale)), localizedPath('contact', locale)]);
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(facts.company.phone.display) })).toHaveAttribute(
      'href',
      `tel:${facts.company.phone.tel}`,
    );

    // The switch leads to this page in each other language, named in its own (from a 404 page, to its home page).
    const languages = page.getByRole('banner').getByRole('list', { name: navigation.languagesLabel });
    await expect(languages.getByRole('link')).toHaveText(others.map((other) => localeFacts[other].name));
    for (const other of others) {
      const language = languages.getByRole('link', { name: localeFacts[other].name });
      await expect(language).toHaveAttribute('href', localizedPath(route ?? 'home', other));
      await expect(language).toHaveAttribute('hreflang', other);
      await expect(language).toHaveAttribute('lang', other);
    }

    const footerBox = page.getByRole('contentinfo');
    await expect(footerBox).toContainText(words.company.slogan);
    for (const { name } of facts.social) {
      await expect(footerBox.getByText(name, { exact: true })).toBeVisible();
      await expect(footerBox.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(footerBox.getByRole('navigation', { name: footer.quickLinksHeading }).getByRole('link')).toHaveText(
      navigationRouteIds.map((id) => navigation.pages[id]),
    );
    const services = footerBox.getByRole('region', { name: footer.servicesHeading }).getByRole('link');
    await expect(services).toHaveText(footer.services.map((service) => service.label));
    expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      footer.services.map((service) => localizedPath(service.to, locale)),
    );
    const notices = footerBox.getByRole('navigation', { name: footer.noticesLabel }).getByRole('link');
    await expect(notices).toHaveText(noticeRouteIds.map((id) => navigation.pages[id]));
    expect(await notices.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      noticeRouteIds.map((id) => localizedPath(id, locale)),
    );
    // "Language help is free" in each of the counties' other languages, each marked with its own.
    const { taglines } = facts.civilRights;
    const languageHelp = footerBox.getByRole('link', { name: taglines.map((tagline) => tagline.short).join(' · '), exact: true });
    await expect(languageHelp).toHaveAttribute('href', `${localizedPath('nondiscrimination', locale)}#${languageHelpAnchor}`);
    for (const tagline of taglines) await expect(languageHelp.locator(`[lang="${tagline.lang}"]`)).toHaveText(tagline.short);
    await expect(footerBox).toContainText(facts.company.address.city);
    await expect(footerBox.getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
      'href',
      `tel:${facts.company.phone.tel}`,
    );
    await expect(footerBox.getByRole('link', { name: facts.company.email })).toHaveAttribute('href', `mailto:${facts.company.email}`);
    await expect(footerBox).toContainText(words.company.availability);

    const credit = footerBox.getByRole('link', { name: new RegExp(facts.designer.name) });
    await expect(credit).toHaveAttribute('href', facts.designer.href);
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', 'noopener');
  });
}

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

for (const locale of ['en', 'es'] as const) {
  const { navigation } = loadWords('site', locale);

  test(`${locale}: the current page is marked in the navigation`, async ({ page }) => {
    await page.goto(localizedPath('vehicles', locale));
    await expect(
      page.getByRole('navigation', { name: navigation.label }).getByRole('link', { name: navigation.pages.vehicles, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test(`${locale}: following a link shows the new page from its top`, async ({ page }) => {
    await page.goto(localizedPath('services', locale));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: navigation.pages.trips, exact: true }).click();
    await expect(page).toHaveURL(localizedPath('trips', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`${locale}: the skip link takes keyboard users past the navigation`, async ({ page }) => {
    await page.goto(localizedPath('coverage', locale));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: navigation.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test(`${locale}: the fixed bar never covers the element that has keyboard focus`, async ({ page }) => {
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
