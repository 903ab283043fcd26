/**
 * Every page the build wrote, in each language: its language, canonical address and twins, its
 * title, the navigation bar, the language switch and the footer, and each page's own content, read
 * from the content files through the same loader the pages use. What a browser decides (what is
 * drawn, at which size, where) is the browser tests'; that the English content holds the
 * requirements' exact strings is src/content/required-strings.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords, wordsFor } from '../../src/content/load.ts';
import { defaultLocale, localeFacts, locales } from '../../src/i18n/locales.ts';
import { languageHelpAnchor, localizedPath, navigationRouteIds, noticeRouteIds, type RouteId } from '../../src/i18n/routes.ts';
import { builtPage, found, hrefsOf, inside, textOf, textsOf } from '../support/built-pages.ts';
import { routes } from '../support/site-routes.ts';
import { writtenDate } from '../../src/components/words/calendar.ts';

const facts = loadFacts();

/** The site's public address, from facts.json; canonical and alternate links are absolute on it. */
function absolute(path: string): string {
  return new URL(path, facts.website).href.replace(/\/$/, '');
}

describe.each(routes)('$path', (route) => {
  const { locale } = route;
  const document = builtPage(route);
  const page = inside(document.body);
  const words = loadWords('site', locale);
  const { navigation, footer } = words;

  it('names its language, its canonical address, its twins in the other languages and its title', () => {
    expect(document.documentElement.lang).toBe(locale);
    if (route.route === null) {
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      return;
    }
    const path = (other: typeof locale) => absolute(localizedPath(route.route ?? 'home', other));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(path(locale));
    expect(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ).toEqual([...locales.map((alternate) => [alternate, path(alternate)]), ['x-default', path(defaultLocale)]]);
    expect(document.title).toBe(`${loadWords(route.route, locale).meta.title} | ${facts.company.name}`);
  });

  it('names no class "undefined" or "null": a CSS module class read that its module does not define', () => {
    const named = [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => name === 'undefined' || name === 'null')).toEqual([]);
  });

  it('has the navigation bar, its phone number and the language switch, in its language', () => {
    const banner = inside(page.getByRole('banner'));
    const nav = inside(banner.getByRole('navigation', { name: navigation.label }));
    const links = nav.getAllByRole('link').filter((link) => !link.hasAttribute('hreflang'));
    expect(textsOf(links)).toEqual([...navigationRouteIds.map((id) => navigation.pages[id]), navigation.bookNow.label]);
    expect(hrefsOf(links)).toEqual([...navigationRouteIds.map((id) => localizedPath(id, locale)), localizedPath('contact', locale)]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(textsOf(current)).toEqual(
      route.route !== null && navigationRouteIds.some((id) => id === route.route) ? [navigation.pages[route.route as 'home']] : [],
    );
    expect(banner.getByRole('link', { name: new RegExp(facts.company.phone.display) }).getAttribute('href')).toBe(
      `tel:${facts.company.phone.tel}`,
    );

    // The switch, in the bar and in the phone's menu, leads to this page in each other language,
    // named in its own (from a 404 page, to its home page).
    const others = locales.filter((candidate) => candidate !== locale);
    const switches = banner.getAllByRole('list', { name: navigation.languagesLabel });
    expect(switches).toHaveLength(2);
    for (const languages of switches) {
      const switchLinks = inside(languages).getAllByRole('link');
      expect(textsOf(switchLinks)).toEqual(others.map((other) => localeFacts[other].name));
      expect(switchLinks.map((link) => [link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual(
        others.map((other) => [localizedPath(route.route ?? 'home', other), other, other]),
      );
    }
  });

  it('has the footer: the slogan, the social names, Quick Links, services, notices, language help, contact and the credit', () => {
    const footerBox = page.getByRole('contentinfo');
    const inFooter = inside(footerBox);
    expect(textOf(footerBox)).toContain(words.company.slogan);
    // A network's name, a link where the facts give its address.
    for (const { name } of facts.social) {
      const named = facts.social.filter((social) => social.name === name);
      expect(inFooter.getAllByText(name, { exact: true })).toHaveLength(named.length);
      expect(hrefsOf(inFooter.queryAllByRole('link', { name }))).toEqual(named.flatMap(({ href }) => (href === undefined ? [] : [href])));
    }
    expect(textsOf(inside(inFooter.getByRole('navigation', { name: footer.quickLinksHeading })).getAllByRole('link'))).toEqual(
      navigationRouteIds.map((id) => navigation.pages[id]),
    );
    const services = inside(inFooter.getByRole('region', { name: footer.servicesHeading })).getAllByRole('link');
    expect(textsOf(services)).toEqual(footer.services.map((service) => service.label));
    expect(hrefsOf(services)).toEqual(footer.services.map((service) => localizedPath(service.to, locale)));
    const notices = inside(inFooter.getByRole('navigation', { name: footer.noticesLabel })).getAllByRole('link');
    expect(textsOf(notices)).toEqual(noticeRouteIds.map((id) => navigation.pages[id]));
    expect(hrefsOf(notices)).toEqual(noticeRouteIds.map((id) => localizedPath(id, locale)));

    // "Language help is free" in each of the counties' other languages, each marked with its own.
    const { taglines } = facts.civilRights;
    const languageHelp = footerBox.querySelector(`a[href="${localizedPath('nondiscrimination', locale)}#${languageHelpAnchor}"]`);
    expect(textOf(languageHelp)).toBe(taglines.map((tagline) => tagline.short).join(' · '));
    for (const tagline of taglines) expect(textOf(languageHelp?.querySelector(`[lang="${tagline.lang}"]`))).toBe(tagline.short);

    expect(textOf(footerBox)).toContain(facts.company.address.city);
    expect(inFooter.getByRole('link', { name: facts.company.phone.display }).getAttribute('href')).toBe(`tel:${facts.company.phone.tel}`);
    expect(inFooter.getByRole('link', { name: facts.company.email }).getAttribute('href')).toBe(`mailto:${facts.company.email}`);
    expect(textOf(footerBox)).toContain(words.company.availability);
    const credit = inFooter.getByRole('link', { name: new RegExp(facts.designer.name) });
    expect([credit.getAttribute('href'), credit.getAttribute('target'), credit.getAttribute('rel')]).toEqual([
      facts.designer.href,
      '_blank',
      'noopener',
    ]);
  });
});

describe.each(locales)('%s', (locale) => {
  const site = loadWords('site', locale);
  const main = (route: RouteId | null) => inside(inside(builtPage({ route, locale }).body).getByRole('main'));

  it('home has the hero, About Us with its figures, and the offer cards', () => {
    const home = loadWords('home', locale);
    const page = main('home');
    expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(home.hero.title);
    expect(page.getByText(home.hero.subtitle)).toBeDefined();
    expect(page.getByRole('img', { name: home.hero.image.alt })).toBeDefined();

    const about = inside(page.getByRole('region', { name: home.about.heading }));
    expect(about.getByRole('img', { name: home.about.image.alt })).toBeDefined();
    expect(about.getByText(home.about.body)).toBeDefined();
    expect(textsOf(about.getAllByRole('term'))).toEqual(facts.stats.map((stat) => wordsFor(home.about.stats, stat.id)));
    expect(textsOf(about.getAllByRole('definition'))).toEqual(facts.stats.map((stat) => stat.value));

    const offers = inside(page.getByRole('region', { name: home.offers.heading }));
    expect(offers.getAllByRole('listitem')).toHaveLength(home.offers.cards.length);
    expect(hrefsOf(offers.getAllByRole('link'))).toEqual(home.offers.cards.map((card) => localizedPath(card.to, locale)));
  });

  it('coverage has the map, the counties with their service type, a card per county and the next steps', () => {
    const coverage = loadWords('coverage', locale);
    const levels = loadWords('services', locale).levels;
    const page = main('coverage');
    expect(page.getByRole('img', { name: coverage.map.alt }).getAttribute('src')).toMatch(/\.svg$/);

    const area = inside(page.getByRole('region', { name: coverage.areaListHeading }));
    expect(textsOf(area.getAllByRole('listitem'))).toEqual(
      facts.counties.map((county) => `${county.name}${coverage.serviceTypes[county.service]}`),
    );

    const details = inside(page.getByRole('region', { name: coverage.detailsHeading }));
    for (const county of facts.counties) {
      const countyWords = wordsFor(coverage.counties, county.id);
      const card = details.getAllByRole('listitem').find((item) => textOf(item.querySelector('h3')) === county.name);
      const inCard = inside(found(card, `${county.name}'s card`));
      expect(inCard.getByText(countyWords.description)).toBeDefined();
      const definitions = inCard.getAllByRole('definition');
      expect(textsOf(definitions.slice(0, 2))).toEqual([countyWords.hospitals, countyWords.medicalCenters]);
      expect(textsOf(inside(found(definitions[2], `${county.name}'s service levels`)).getAllByRole('listitem'))).toEqual(
        county.serviceLevels.map((id) => wordsFor(levels, id).name),
      );
    }

    const more = inside(page.getByRole('region', { name: coverage.moreInfo.heading }));
    for (const action of coverage.moreInfo.actions) {
      expect(more.getByRole('link', { name: action.label }).getAttribute('href')).toBe(localizedPath(action.to, locale));
    }
  });

  it('services has the service levels, the free consultation button, and how a ride is paid for, with no prices', () => {
    const services = loadWords('services', locale);
    const page = main('services');
    const levels = inside(page.getByRole('region', { name: services.levelsHeading }));
    expect(textsOf(levels.getAllByRole('heading', { level: 3 }))).toEqual(
      facts.serviceLevels.map((id) => wordsFor(services.levels, id).name),
    );
    for (const id of facts.serviceLevels) expect(levels.getByText(wordsFor(services.levels, id).description)).toBeDefined();
    expect(page.getByRole('link', { name: services.personalized.action.label }).getAttribute('href')).toBe(
      localizedPath('contact', locale),
    );

    const { paying } = services;
    const section = page.getByRole('region', { name: paying.heading });
    const inSection = inside(section);
    expect(textsOf(inSection.getAllByRole('heading', { level: 3 }))).toEqual(paying.ways.map((way) => way.title));
    for (const way of paying.ways) expect(inSection.getByText(way.text)).toBeDefined();
    expect(textOf(section)).not.toContain('$');
    expect(inSection.getByRole('link', { name: `${paying.callLabel} ${facts.company.phone.display}` }).getAttribute('href')).toBe(
      `tel:${facts.company.phone.tel}`,
    );
    expect(inSection.getByRole('link', { name: paying.action.label }).getAttribute('href')).toBe(localizedPath('contact', locale));
  });

  /** The cards of a page of cards: the list items that hold a heading of their own. */
  function cardsOf(page: ReturnType<typeof main>): Element[] {
    return page.getAllByRole('listitem').filter((item) => item.querySelector('h2') !== null);
  }

  it('trips has its trip modes, each with a description, its features and a picture', () => {
    const trips = loadWords('trips', locale);
    const page = main('trips');
    const cards = cardsOf(page);
    expect(cards.map((card) => textOf(card.querySelector('h2')))).toEqual(trips.modes.map((mode) => mode.name));
    for (const [index, element] of cards.entries()) {
      const mode = trips.modes[index];
      if (mode === undefined) throw new Error(`a card more than the trip modes: ${textOf(element)}`);
      const card = inside(element);
      expect(card.getByText(mode.description)).toBeDefined();
      expect(textsOf(card.getAllByRole('listitem'))).toEqual(mode.features);
      // The first card's picture is in the page; each after it waits until it is scrolled to.
      expect(card.getByRole('img', { name: mode.image.alt }).getAttribute('loading')).toBe(index === 0 ? null : 'lazy');
    }
    const notSure = inside(page.getByRole('region', { name: trips.notSure.heading }));
    expect(notSure.getByRole('link', { name: trips.notSure.action.label }).getAttribute('href')).toBe(localizedPath('home', locale));
  });

  it('vehicles has its vehicles with their capacity, and call and email buttons', () => {
    const vehicles = loadWords('vehicles', locale);
    const page = main('vehicles');
    const cards = cardsOf(page);
    expect(cards.map((card) => textOf(card.querySelector('h2')))).toEqual(
      facts.vehicles.map((vehicle) => wordsFor(vehicles.vehicles, vehicle.id).name),
    );
    for (const [index, element] of cards.entries()) {
      const vehicle = facts.vehicles[index];
      if (vehicle === undefined) throw new Error(`a card more than the vehicles: ${textOf(element)}`);
      const vehicleWords = wordsFor(vehicles.vehicles, vehicle.id);
      const capacity =
        'seated' in vehicle.capacity
          ? vehicles.capacity.seated
              .replace('{min}', String(vehicle.capacity.seated.min))
              .replace('{max}', String(vehicle.capacity.seated.max))
          : vehicles.capacity.lyingDown.replace('{count}', String(vehicle.capacity.lyingDown));
      const card = inside(element);
      expect(textOf(element)).toContain(capacity);
      expect(card.getByText(vehicleWords.description)).toBeDefined();
      expect(textsOf(card.getAllByRole('listitem'))).toEqual(vehicleWords.features);
      expect(card.getByRole('img', { name: vehicleWords.image.alt }).getAttribute('loading')).toBe(index === 0 ? null : 'lazy');
    }
    const notSure = inside(page.getByRole('region', { name: vehicles.notSure.heading }));
    expect(notSure.getByRole('link', { name: vehicles.notSure.callLabel }).getAttribute('href')).toBe(`tel:${facts.company.phone.tel}`);
    expect(notSure.getByRole('link', { name: vehicles.notSure.emailLabel }).getAttribute('href')).toBe(
      `mailto:${facts.company.email}?subject=${encodeURIComponent(vehicles.notSure.emailSubject)}`,
    );
  });

  it('contact has the contact information and the business hours', () => {
    const contact = loadWords('contact', locale);
    const page = main('contact');
    const info = page.getByRole('region', { name: contact.info.heading });
    const inInfo = inside(info);
    for (const part of [facts.company.address.street, facts.company.address.city, site.company.availability])
      expect(textOf(info)).toContain(part);
    expect(inInfo.getByRole('link', { name: facts.company.phone.display }).getAttribute('href')).toBe(`tel:${facts.company.phone.tel}`);
    expect(inInfo.getByRole('link', { name: facts.company.email }).getAttribute('href')).toBe(`mailto:${facts.company.email}`);

    const hours = inside(page.getByRole('region', { name: contact.hoursHeading }));
    expect(textsOf(hours.getAllByRole('term'))).toEqual(facts.hours.map((row) => wordsFor(site.hours.days, row.id)));
    // A row without times is by special request; the others give their times.
    const byRequest = hours.getAllByRole('definition').map((definition) => textOf(definition) === site.hours.byRequest);
    expect(byRequest).toEqual(facts.hours.map((row) => row.opens === undefined));
  });

  it('the 404 page says so in its language, with the way home and the phone number', () => {
    const notFound = loadWords('notFound', locale);
    const page = main(null);
    expect(textOf(page.getByRole('heading', { level: 1 }))).toBe(notFound.heading);
    expect(page.getByRole('link', { name: notFound.homeAction.label }).getAttribute('href')).toBe(localizedPath('home', locale));
    expect(page.getByRole('link', { name: new RegExp(facts.company.phone.display) }).getAttribute('href')).toBe(
      `tel:${facts.company.phone.tel}`,
    );
  });
});

describe.each(locales)('%s notices', (locale) => {
  const page = (route: RouteId) => inside(inside(builtPage({ route, locale }).body).getByRole('main'));

  it('the accessibility statement says what it meets, how it is checked, its limits, how to report a barrier, and when it was reviewed', () => {
    const words = loadWords('accessibility', locale);
    const main = page('accessibility');
    expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(words.heading);
    for (const part of [words.standard, words.testing, words.limits]) {
      const section = main.getByRole('heading', { name: part.heading }).closest('section');
      expect(textsOf(inside(found(section, `the section of ${part.heading}`)).getAllByRole('listitem')), part.heading).toEqual(part.points);
    }
    expect(textOf(main.getByRole('heading', { level: 1 }).closest('main'))).toContain('WCAG) 2.2');
    const report = inside(main.getByRole('region', { name: words.report.heading }));
    expect(report.getByRole('link', { name: `${words.report.phoneLabel} ${facts.company.phone.display}` }).getAttribute('href')).toBe(
      `tel:${facts.company.phone.tel}`,
    );
    expect(report.getByRole('link', { name: `${words.report.emailLabel} ${facts.company.email}` }).getAttribute('href')).toBe(
      `mailto:${facts.company.email}`,
    );
    // The day as the language writes a date in full (its writing is src/components/words/calendar.test.ts's).
    const [year = 0, month = 0, day = 0] = facts.accessibilityReviewed.split('-').map(Number);
    const reviewed = main.getByText(writtenDate({ year, month, day }, localeFacts[locale], localeFacts[locale].written.longDate));
    expect([reviewed.localName, reviewed.getAttribute('datetime')]).toEqual(['time', facts.accessibilityReviewed]);
  });

  it('the nondiscrimination notice says how to reach the Office for Civil Rights, and that language help is free in each language', () => {
    const words = loadWords('nondiscrimination', locale);
    const { office, taglines } = facts.civilRights;
    const main = page('nondiscrimination');
    const complaint = main.getByRole('region', { name: words.complaint.heading });
    for (const number of [office.phone, office.tdd]) {
      expect(inside(complaint).getByRole('link', { name: number.display }).getAttribute('href')).toBe(`tel:${number.tel}`);
    }
    expect(inside(complaint).getByRole('link', { name: office.complaintPortal }).getAttribute('href')).toBe(office.complaintPortal);
    for (const line of office.address) expect(textOf(complaint)).toContain(line);

    const languageHelp = main.getByRole('region', { name: words.taglinesHeading });
    expect(languageHelp.id).toBe(languageHelpAnchor);
    for (const tagline of taglines) {
      const line = languageHelp.querySelector(`p[lang="${tagline.lang}"]`);
      expect(textOf(line)).toBe(tagline.full.replace('{phone}', facts.company.phone.display));
      expect(
        inside(found(line, `the ${tagline.lang} tagline`))
          .getByRole('link', { name: facts.company.phone.display })
          .getAttribute('href'),
      ).toBe(`tel:${facts.company.phone.tel}`);
    }
  });
});
