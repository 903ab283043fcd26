/**
 * What search engines and link previews read, as the build wrote it: each page's title,
 * description and social card, the sitemap with every language, robots.txt, and the company's
 * structured data, which must say what the footer says. (robots.txt's type as served is the
 * Worker's: tests/build/production.build.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from '../../scripts/lib/route-weight.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { defaultLocale, type Locale, localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../../src/i18n/routes.ts';
import { builtPage, inside, textOf } from '../support/built-pages.ts';
import { routes } from '../support/site-routes.ts';
import { writtenTime } from '../../src/components/words/calendar.ts';

const facts = loadFacts();
const pages = routes.flatMap(({ path, locale, route }) => (route === null ? [] : [{ path, locale, route }]));

function absolute(path: string): string {
  return new URL(path, facts.website).href.replace(/\/$/, '');
}

/** The `content` of every `<meta>` in a page's head, by its `property` or `name`. */
function metaTags(document: Document): Record<string, string> {
  return Object.fromEntries(
    [...document.head.querySelectorAll('meta[property], meta[name]')].map((tag) => [
      tag.getAttribute('property') ?? tag.getAttribute('name') ?? '',
      tag.getAttribute('content') ?? '',
    ]),
  );
}

it('every page has its own title of at most 60 characters and its own description of 50 to 160, in its language', () => {
  // Within a language: a language that has not written a page's title yet shows its English one.
  const seen = Object.fromEntries(locales.map((locale) => [locale, { titles: new Set<string>(), descriptions: new Set<string>() }]));
  for (const page of pages) {
    const document = builtPage(page);
    const { title } = document;
    const description = metaTags(document)['description'] ?? '';
    expect(title.length, `${page.path} title "${title}"`).toBeLessThanOrEqual(60);
    expect(description.length, `${page.path} description`).toBeGreaterThanOrEqual(50);
    expect(description.length, `${page.path} description`).toBeLessThanOrEqual(160);
    const inLanguage = seen[page.locale] ?? { titles: new Set(), descriptions: new Set() };
    expect(inLanguage.titles.has(title), `${page.path} title "${title}" is another page's too`).toBe(false);
    expect(inLanguage.descriptions.has(description), `${page.path} description is another page's too`).toBe(false);
    inLanguage.titles.add(title);
    inLanguage.descriptions.add(description);
  }
});

describe.each(pages)('$path', ({ locale, route, ...page }) => {
  it('shares as a large card with its own title, description, address, language and picture', () => {
    const document = builtPage({ locale, route });
    const meta = metaTags(document);
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': facts.company.name,
      'og:title': document.title,
      'og:description': meta['description'],
      'og:url': absolute(localizedPath(route, locale)),
      'og:locale': localeFacts[locale].openGraph,
      'og:image': new URL(`/images/social-${locale}.png`, facts.website).href,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image:alt'], page.path).toContain(facts.company.name);
    expect([...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((tag) => tag.getAttribute('content'))).toEqual(
      locales.filter((other) => other !== locale).map((other) => localeFacts[other].openGraph),
    );
    // The picture itself, from this build: a PNG of exactly the size the tags promise.
    const png = readFileSync(join(dist, new URL(meta['og:image'] ?? '').pathname));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

it('the sitemap lists every page of every language with its twins, and no 404 page', () => {
  const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  const entries = sitemaps.flatMap((sitemap) =>
    [...readFileSync(join(dist, sitemap), 'utf8').matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url = '']) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '',
      alternates: [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href]),
    })),
  );
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

it('robots.txt lets every page be crawled but the editor, and names the sitemap', () => {
  const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect([...robots.matchAll(/^Disallow: (.*)$/gm)].map(([, path]) => path)).toEqual([editorPaths.page]);
  for (const { path } of routes) expect(path.startsWith(editorPaths.page), path).toBe(false);
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', facts.website).href}`);
});

interface OpeningHours {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** "08:00" as a visitor reads it in a language: "8:00 AM" (its writing is src/components/words/calendar.test.ts's). */
function clockText(clock: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return writtenTime(hours, minutes, localeFacts[locale]);
}

/** A weekday's name in a language, from schema.org's English name ("Monday" → "lunes"), as the language's table of names has it. */
function weekdayName(day: string, locale: Locale): string {
  const sundayFirst = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(day);
  return localeFacts[locale].written.weekdays[sundayFirst] ?? '';
}

it.each(locales)('%s: the home page’s structured data says what the footer says', (locale) => {
  const document = builtPage({ route: 'home', locale });
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent);
  expect(scripts).toHaveLength(1);
  const business = JSON.parse(scripts[0] ?? '') as Record<string, unknown> & {
    address: Record<string, string>;
    areaServed: { '@type': string; name: string }[];
    openingHoursSpecification: OpeningHours[];
    makesOffer: { itemOffered: { '@type': string; name: string } };
  };
  expect(business['@type']).toEqual(['LocalBusiness', 'MedicalBusiness']);
  expect(business['url']).toBe(absolute(localizedPath('home', locale)));

  const footer = inside(document.body).getByRole('contentinfo');
  expect(inside(footer).getAllByText(String(business['name']), { exact: true }).length).toBeGreaterThan(0);
  expect(footer.querySelector(`a[href="tel:${String(business['telephone'])}"]`)).not.toBeNull();
  expect(footer.querySelector(`a[href="mailto:${String(business['email'])}"]`)).not.toBeNull();
  const address = textOf(footer.querySelector('address'));
  for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'] as const)
    expect(address, part).toContain(business.address[part]);

  // Each row of the footer's hours with times is one opening-hours entry: its days and its times,
  // as visitors read them and as the <time> elements give them.
  const rows = [...footer.querySelectorAll('dl div:has(time)')].map((row) => ({
    days: textOf(row.querySelector('dt')),
    // A row whose words the language has not written yet names its days in English, marked so.
    daysLocale: (row.querySelector('dt')?.closest('[lang]')?.getAttribute('lang') ?? locale) as Locale,
    hours: textOf(row.querySelector('dd')),
    times: [...row.querySelectorAll('time')].map((time) => time.getAttribute('datetime')),
  }));
  expect(rows.length).toBeGreaterThan(0);
  expect(business.openingHoursSpecification).toHaveLength(rows.length);
  for (const [index, entry] of business.openingHoursSpecification.entries()) {
    const row = rows[index];
    expect(row?.times).toEqual([entry.opens, entry.closes]);
    expect(row?.hours).toBe(`${clockText(entry.opens, locale)} – ${clockText(entry.closes, locale)}`);
    const daysLocale = row?.daysLocale ?? locale;
    const days = row?.days.toLocaleLowerCase(daysLocale) ?? '';
    for (const day of [entry.dayOfWeek[0], entry.dayOfWeek.at(-1)])
      expect(days).toContain(weekdayName(day ?? '', daysLocale).toLocaleLowerCase(daysLocale));
  }

  expect(business['knowsLanguage']).toEqual([...locales]);
  const { service } = loadWords('home', locale);
  expect(business.makesOffer.itemOffered).toEqual({ '@type': 'Service', name: service, serviceType: service });

  // The counties served are those the coverage page gives a card each.
  const coverage = loadWords('coverage', locale);
  const details = inside(builtPage({ route: 'coverage', locale }).body).getByRole('region', { name: coverage.detailsHeading });
  const counties = [...details.querySelectorAll('li h3')].map(textOf);
  expect(counties).toEqual(loadFacts().counties.map((county) => county.name));
  expect(business.areaServed).toEqual(
    counties.map((county) => ({ '@type': 'AdministrativeArea', name: `${county} County, ${business.address['addressRegion']}` })),
  );
});
