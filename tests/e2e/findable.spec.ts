/**
 * What search engines and link previews read: each page's title, description and social card, the
 * sitemap with both languages, robots.txt, and the company's structured data, which must say what
 * the footer says.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { defaultLocale, type Locale, localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../../src/i18n/routes.ts';
import { routes } from '../support/site-routes.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';

const facts = loadFacts();
const pages = routes.flatMap(({ path, locale, route }) => (route === null ? [] : [{ path, locale, route }]));

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
  // Every page of both languages, one after another.
  test.slow();
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

const openGraphLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US', ht: 'ht_HT' };

for (const { path, locale, route } of pages) {
  test(`${path} shares as a large card with its own title, description, address and language`, async ({ page, request }) => {
    await page.goto(path);
    const meta = await metaTags(page);
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': facts.company.name,
      'og:title': await page.title(),
      'og:description': meta['description'],
      'og:url': absolute(localizedPath(route, locale)),
      'og:locale': openGraphLocale[locale],
      'og:image': new URL(`/images/social-${locale}.png`, facts.website).href,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image:alt']).toContain(facts.company.name);
    const alternates = await page
      .locator('head meta[property="og:locale:alternate"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    expect(alternates).toEqual(locales.filter((other) => other !== locale).map((other) => openGraphLocale[other]));

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

test('robots.txt lets every page be crawled but the editor, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect([...robots.matchAll(/^Disallow: (.*)$/gm)].map(([, path]) => path)).toEqual([editorPaths.page]);
  for (const { path } of routes) expect(path.startsWith(editorPaths.page), path).toBe(false);
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', facts.website).href}`);
});

/** The service offered, as the issue names it and as the Spanish edition says it. */
const service: Record<Locale, string> = {
  en: 'Non-emergency medical transportation',
  es: 'Transporte médico que no es de emergencia',
  ht: 'Transpò medikal ki pa ijans',
};

interface OpeningHours {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** "08:00" as a visitor reads it in a language: "8:00 AM". Kreyòl pages write times as the United States does (Intl has no Haitian Creole). */
function clockText(clock: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const format = new Intl.DateTimeFormat(locale === 'ht' ? 'en-US' : `${locale}-US`, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return format.format(Date.UTC(2000, 0, 1, hours, minutes)).replace(/\s/g, ' ');
}

/** A weekday's name in a language, from schema.org's English name ("Monday" → "lunes"), as the language's table of names has it. */
function weekdayName(day: string, locale: Locale): string {
  const sundayFirst = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(day);
  return localeFacts[locale].written.weekdays[sundayFirst] ?? '';
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

    // Each row of the footer's hours with times is one opening-hours entry: its days and its times,
    // as visitors read them and as the <time> elements give them.
    const rows = await footer.locator('dl div:has(time)').evaluateAll((divs) =>
      divs.map((div) => ({
        days: div.querySelector('dt')?.textContent ?? '',
        hours: div.querySelector<HTMLElement>('dd')?.innerText ?? '',
        times: [...div.querySelectorAll('time')].map((time) => time.dateTime),
      })),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(business.openingHoursSpecification).toHaveLength(rows.length);
    for (const [index, entry] of business.openingHoursSpecification.entries()) {
      const row = rows[index];
      expect(row?.times).toEqual([entry.opens, entry.closes]);
      expect(row?.hours).toBe(`${clockText(entry.opens, locale)} – ${clockText(entry.closes, locale)}`);
      const days = row?.days.toLocaleLowerCase(locale) ?? '';
      expect(days).toContain(weekdayName(entry.dayOfWeek[0] ?? '', locale).toLocaleLowerCase(locale));
      expect(days).toContain(weekdayName(entry.dayOfWeek.at(-1) ?? '', locale).toLocaleLowerCase(locale));
    }

    expect(business['knowsLanguage']).toEqual([...locales]);
    expect(business.makesOffer.itemOffered).toEqual({ '@type': 'Service', name: service[locale], serviceType: service[locale] });

    // The counties served are those the coverage page gives a card each.
    const coverage = loadWords('coverage', locale);
    await page.goto(localizedPath('coverage', locale));
    const counties = await page
      .getByRole('region', { name: coverage.detailsHeading })
      .getByRole('listitem')
      .getByRole('heading')
      .allTextContents();
    expect(counties).toHaveLength(6);
    expect(business.areaServed).toEqual(
      counties.map((county) => ({ '@type': 'AdministrativeArea', name: `${county} County, ${business.address['addressRegion']}` })),
    );
  });
}
