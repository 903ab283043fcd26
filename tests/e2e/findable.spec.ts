/**
 * What search engines and link previews read: each page's title, description and social card, the
 * sitemap with both languages, robots.txt, and the company's structured data, which must say what
 * the footer says.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loadFacts } from '../../src/content/load.ts';
import { defaultLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../../src/i18n/routes.ts';
import { routes } from './routes.ts';

const facts = loadFacts();
const pages = routes.filter((route) => route.route !== null);

function absolute(path: string): string {
  return new URL(path, facts.website).href.replace(/\/$/, '');
}

/** The `content` of every `<meta>` in the page, by its `property` or `name`. */
async function metaTags(page: Page): Promise<Record<string, string>> {
  return page
    .locator('head meta[property], head meta[name]')
    .evaluateAll((tags) =>
      Object.fromEntries(
        tags.map((tag) => [tag.getAttribute('property') ?? tag.getAttribute('name') ?? '', tag.getAttribute('content') ?? '']),
      ),
    );
}

test('every page has its own title of at most 60 characters and its own description of 50 to 160', async ({ page }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const { path } of pages) {
    await page.goto(path);
    const title = await page.title();
    const description = (await metaTags(page))['description'] ?? '';
    expect(title.length, `${path} title "${title}"`).toBeLessThanOrEqual(60);
    expect(description.length, `${path} description`).toBeGreaterThanOrEqual(50);
    expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
    expect(seen.titles.has(title), `${path} title "${title}" is another page's too`).toBe(false);
    expect(seen.descriptions.has(description), `${path} description is another page's too`).toBe(false);
    seen.titles.add(title);
    seen.descriptions.add(description);
  }
});

const openGraphLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

for (const { path, locale, route } of pages) {
  if (route === null) continue;
  test(`${path} shares as a large card with its own title, description, address and language`, async ({ page, request }) => {
    await page.goto(path);
    const meta = await metaTags(page);
    const other = locales.find((candidate) => candidate !== locale) ?? defaultLocale;
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': facts.company.name,
      'og:title': await page.title(),
      'og:description': meta['description'],
      'og:url': absolute(localizedPath(route, locale)),
      'og:locale': openGraphLocale[locale],
      'og:locale:alternate': openGraphLocale[other],
      'og:image': new URL(`/images/social-${locale}.png`, facts.website).href,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image:alt']).toContain(facts.company.name);

    // The picture itself, from this build: a PNG of exactly the size the tags promise.
    const image = await request.get(new URL(meta['og:image'] ?? '').pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

test('the sitemap lists every page of both languages with its twin, and no 404 page', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  const entries: { loc: string; alternates: string[][] }[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    for (const [, url = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      entries.push({
        loc: /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '',
        alternates: [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
      });
    }
  }
  const expected = locales.flatMap((locale) =>
    routeIds.map((route) => ({
      loc: new URL(localizedPath(route, locale), facts.website).href,
      alternates: [
        ...locales.map((alternate) => [alternate, new URL(localizedPath(route, alternate), facts.website).href]),
        ['x-default', new URL(localizedPath(route, defaultLocale), facts.website).href],
      ],
    })),
  );
  expect(entries.sort((a, b) => a.loc.localeCompare(b.loc))).toEqual(expected.sort((a, b) => a.loc.localeCompare(b.loc)));
});

test('robots.txt lets every page be crawled and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\S*/m);
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', facts.website).href}`);
});

interface OpeningHours {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** A weekday's name in a language, from schema.org's English name ("Monday" → "lunes"). */
function weekdayName(day: string, locale: Locale): string {
  const monday = Date.UTC(2024, 0, 1);
  const offset = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(monday + offset * 86_400_000);
}

for (const locale of locales) {
  test(`${locale}: the home page's structured data says what the footer says`, async ({ page }) => {
    await page.goto(localizedPath('home', locale));
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const business = JSON.parse(scripts[0] ?? '') as Record<string, unknown> & {
      address: Record<string, string>;
      areaServed: { '@type': string; name: string }[];
      openingHoursSpecification: OpeningHours[];
      makesOffer: { itemOffered: { '@type': string; name: string } };
    };
    expect(business['@type']).toEqual(['LocalBusiness', 'MedicalBusiness']);
    expect(business['url']).toBe(absolute(localizedPath('home', locale)));

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(String(business['name']), { exact: true }).first()).toBeVisible();
    await expect(footer.locator(`a[href="tel:${String(business['telephone'])}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${String(business['email'])}"]`)).toBeVisible();
    const address = (await footer.locator('address').innerText()).replace(/\s+/g, ' ');
    for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'] as const) {
      expect(address, part).toContain(business.address[part]);
    }

    // Each row of the footer's hours with times is one opening-hours entry: its days and its clock times.
    const rows = await footer.locator('dl div:has(time)').evaluateAll((divs) =>
      divs.map((div) => ({
        days: div.querySelector('dt')?.textContent ?? '',
        times: [...div.querySelectorAll('time')].map((time) => time.dateTime),
      })),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(business.openingHoursSpecification).toHaveLength(rows.length);
    for (const [index, entry] of business.openingHoursSpecification.entries()) {
      const row = rows[index];
      expect(row?.times).toEqual([entry.opens, entry.closes]);
      const days = row?.days.toLocaleLowerCase(locale) ?? '';
      expect(days).toContain(weekdayName(entry.dayOfWeek[0] ?? '', locale).toLocaleLowerCase(locale));
      expect(days).toContain(weekdayName(entry.dayOfWeek.at(-1) ?? '', locale).toLocaleLowerCase(locale));
    }

    expect(business.areaServed).toEqual(
      facts.counties.map((county) => ({
        '@type': 'AdministrativeArea',
        name: `${county.name} County, ${business.address['addressRegion']}`,
      })),
    );
    expect(business.makesOffer.itemOffered['@type']).toBe('Service');
    if (locale === 'en') expect(business.makesOffer.itemOffered.name).toBe('Non-emergency medical transportation');
  });
}
