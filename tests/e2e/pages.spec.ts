/**
 * Every route shows its content, in each language, read from the content files through the same
 * loader the pages use. That the English content holds the requirements' exact strings is checked in
 * src/content/required-strings.test.ts.
 */
import { expect, test } from '../support/fixtures.ts';
import { loadFacts, loadWords, wordsFor } from '../../src/content/load.ts';
import { defaultLocale, locales } from '../../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../../src/i18n/routes.ts';
import { routes, unknownPaths } from '../support/site-routes.ts';

const facts = loadFacts();

/** The site's public address, from facts.json; canonical and alternate links are absolute on it. */
function absolute(path: string): string {
  return new URL(path, facts.website).href.replace(/\/$/, '');
}

for (const { path, locale, route } of routes) {
  if (route === null) continue;
  test(`${path} names its language, its canonical address and its twins in the other languages`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(localizedPath(route, locale)));
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ...locales.map((alternate) => [alternate, absolute(localizedPath(route, alternate))]),
      ['x-default', absolute(localizedPath(route, defaultLocale))],
    ]);
    await expect(page).toHaveTitle(`${loadWords(route, locale).meta.title} | ${facts.company.name}`);
  });
}

for (const locale of locales) {
  const site = loadWords('site', locale);

  test.describe(locale, () => {
    test('home has the hero, About Us with its two stats, and the four offer cards', async ({ page }) => {
      const home = loadWords('home', locale);
      const response = await page.goto(localizedPath('home', locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      await expect(page.getByText(home.hero.subtitle)).toBeVisible();
      await expect(page.getByRole('img', { name: home.hero.image.alt })).toBeVisible();

      const about = page.getByRole('region', { name: home.about.heading });
      await expect(about.getByRole('img', { name: home.about.image.alt })).toBeVisible();
      await expect(about.getByText(home.about.body)).toBeVisible();
      await expect(about.getByRole('term')).toHaveText(facts.stats.map((stat) => wordsFor(home.about.stats, stat.id)));
      await expect(about.getByRole('definition')).toHaveText(facts.stats.map((stat) => stat.value));

      const offers = page.getByRole('region', { name: home.offers.heading });
      await expect(offers.getByRole('listitem')).toHaveCount(4);
      const hrefs = await offers.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual((['coverage', 'services', 'vehicles', 'trips'] as const).map((id) => localizedPath(id, locale)));
    });

    test('coverage has the map, the six counties with their service type, a card per county and the next steps', async ({ page }) => {
      const coverage = loadWords('coverage', locale);
      const levels = loadWords('services', locale).levels;
      await page.goto(localizedPath('coverage', locale));
      const map = page.getByRole('img', { name: coverage.map.alt });
      await expect(map).toBeVisible();
      expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      const area = page.getByRole('region', { name: coverage.areaListHeading });
      await expect(area.getByRole('listitem')).toHaveText(
        facts.counties.map((county) => `${county.name}${coverage.serviceTypes[county.service]}`),
      );

      const details = page.getByRole('region', { name: coverage.detailsHeading });
      for (const county of facts.counties) {
        const words = wordsFor(coverage.counties, county.id);
        const card = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: county.name, exact: true }) });
        await expect(card.getByText(words.description)).toBeVisible();
        await expect(card.getByRole('definition').first()).toHaveText(words.hospitals);
        await expect(card.getByRole('definition').nth(1)).toHaveText(words.medicalCenters);
        await expect(card.getByRole('definition').nth(2).getByRole('listitem')).toHaveText(
          county.serviceLevels.map((id) => wordsFor(levels, id).name),
        );
      }

      const more = page.getByRole('region', { name: coverage.moreInfo.heading });
      for (const action of coverage.moreInfo.actions) {
        await expect(more.getByRole('link', { name: action.label })).toHaveAttribute('href', localizedPath(action.to, locale));
      }
    });

    test('services has six service levels and the free consultation button', async ({ page }) => {
      const services = loadWords('services', locale);
      await page.goto(localizedPath('services', locale));
      const levels = page.getByRole('region', { name: services.levelsHeading });
      await expect(levels.getByRole('heading', { level: 3 })).toHaveText(
        facts.serviceLevels.map((id) => wordsFor(services.levels, id).name),
      );
      for (const id of facts.serviceLevels) await expect(levels.getByText(wordsFor(services.levels, id).description)).toBeVisible();
      await expect(page.getByRole('link', { name: services.personalized.action.label })).toHaveAttribute(
        'href',
        localizedPath('contact', locale),
      );
    });

    test('services says how a ride is paid for (Medicaid through the plan’s broker, Medicare Advantage, private pay), with no prices', async ({
      page,
    }) => {
      const { paying } = loadWords('services', locale);
      await page.goto(localizedPath('services', locale));
      const section = page.getByRole('region', { name: paying.heading });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Medicaid', 'Medicare Advantage', paying.ways[2]?.title ?? '']);
      for (const way of paying.ways) await expect(section.getByText(way.text)).toBeVisible();
      await expect(section).not.toContainText('$');
      await expect(section.getByRole('link', { name: `${paying.callLabel} ${facts.company.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${facts.company.phone.tel}`,
      );
      await expect(section.getByRole('link', { name: paying.action.label })).toHaveAttribute('href', localizedPath('contact', locale));
    });

    test('trips has six trip modes, each with a description, four features and a picture', async ({ page }) => {
      const trips = loadWords('trips', locale);
      await page.goto(localizedPath('trips', locale));
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(trips.modes.map((mode) => mode.name));
      for (const [index, mode] of trips.modes.entries()) {
        const card = cards.nth(index);
        await expect(card.getByText(mode.description)).toBeVisible();
        await expect(card.getByRole('listitem')).toHaveText(mode.features);
        await expect(card.getByRole('img', { name: mode.image.alt })).toBeAttached();
      }
      const notSure = page.getByRole('region', { name: trips.notSure.heading });
      await expect(notSure.getByRole('link', { name: trips.notSure.action.label })).toHaveAttribute('href', localizedPath('home', locale));
    });

    test('vehicles has four vehicles with their capacity, and call and email buttons', async ({ page }) => {
      const vehicles = loadWords('vehicles', locale);
      await page.goto(localizedPath('vehicles', locale));
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
        facts.vehicles.map((vehicle) => wordsFor(vehicles.vehicles, vehicle.id).name),
      );
      for (const [index, vehicle] of facts.vehicles.entries()) {
        const words = wordsFor(vehicles.vehicles, vehicle.id);
        const capacity =
          'seated' in vehicle.capacity
            ? vehicles.capacity.seated
                .replace('{min}', String(vehicle.capacity.seated.min))
                .replace('{max}', String(vehicle.capacity.seated.max))
            : vehicles.capacity.lyingDown.replace('{count}', String(vehicle.capacity.lyingDown));
        await expect(cards.nth(index)).toContainText(capacity);
        await expect(cards.nth(index).getByText(words.description)).toBeVisible();
        await expect(cards.nth(index).getByRole('listitem')).toHaveText(words.features);
        await expect(cards.nth(index).getByRole('img', { name: words.image.alt })).toBeAttached();
      }

      const notSure = page.getByRole('region', { name: vehicles.notSure.heading });
      await expect(notSure.getByRole('link', { name: vehicles.notSure.callLabel })).toHaveAttribute(
        'href',
        `tel:${facts.company.phone.tel}`,
      );
      await expect(notSure.getByRole('link', { name: vehicles.notSure.emailLabel })).toHaveAttribute(
        'href',
        `mailto:${facts.company.email}?subject=${encodeURIComponent(vehicles.notSure.emailSubject)}`,
      );
    });

    test('contact has the contact information and the business hours', async ({ page }) => {
      const contact = loadWords('contact', locale);
      await page.goto(localizedPath('contact', locale));
      const info = page.getByRole('region', { name: contact.info.heading });
      await expect(info).toContainText(facts.company.address.street);
      await expect(info).toContainText(facts.company.address.city);
      await expect(info.getByRole('link', { name: facts.company.phone.display })).toHaveAttribute('href', `tel:${facts.company.phone.tel}`);
      await expect(info.getByRole('link', { name: facts.company.email })).toHaveAttribute('href', `mailto:${facts.company.email}`);
      await expect(info).toContainText(site.company.availability);

      const hours = page.getByRole('region', { name: contact.hoursHeading });
      await expect(hours.getByRole('term')).toHaveText(facts.hours.map((row) => wordsFor(site.hours.days, row.id)));
      await expect(hours.getByRole('definition').last()).toHaveText(site.hours.byRequest);
    });

    test('an unknown path answers 404 with the page in its language', async ({ page }) => {
      const notFound = loadWords('notFound', locale);
      const response = await page.goto(`${unknownPaths[locale]}/deeper/still`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByRole('navigation', { name: site.navigation.label })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: notFound.homeAction.label })).toHaveAttribute(
        'href',
        localizedPath('home', locale),
      );
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(facts.company.phone.display) })).toHaveAttribute(
        'href',
        `tel:${facts.company.phone.tel}`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
}

test('every page of the route table answers in both languages', async ({ request }) => {
  for (const locale of locales) {
    for (const route of routeIds) {
      expect((await request.get(localizedPath(route, locale))).status(), localizedPath(route, locale)).toBe(200);
    }
  }
});

test('the required (NOT-FOUND) and the Spanish 404 headings are exact', async ({ page }) => {
  await page.goto(unknownPaths.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page not found');
  await page.goto(unknownPaths.es);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Página no encontrada');
});
