/**
 * What the built pages say of the forms, in every language: "Book this" on every trip mode,
 * vehicle and service level card, a plain link carrying the card's answers to the contact page of
 * its language; the contact form's link to the privacy notice; and the notice's lists of every
 * field both forms ask for and of everything a browser keeps. (That a browser keeps exactly
 * that, and that the answers stand on the form, is the browser tests'.)
 */
import { describe, expect, it } from 'vitest';
import { fieldsOf, formKinds } from '../../src/content/forms/tables.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { bookingHref, tripModeAnswers } from '../../src/forms/booking/answers.ts';
import { loadFormsWords } from '../../src/forms/words.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath, type RouteId } from '../../src/i18n/routes.ts';
import { browserStorage } from '../../src/privacy/browser-storage.ts';
import { builtPage, inside } from '../support/built-pages.ts';

const facts = loadFacts();

describe.each(locales)('%s', (locale) => {
  const page = (route: RouteId) => inside(inside(builtPage({ route, locale }).body).getByRole('main'));
  const contactPath = localizedPath('contact', locale);
  const forms = loadFormsWords(locale);

  it('every trip mode, vehicle and service level card has a plain link to book it, named for it, carrying its answers', () => {
    const trips = loadWords('trips', locale);
    const vehicles = loadWords('vehicles', locale);
    const services = loadWords('services', locale);
    const cards = [
      {
        route: 'trips' as const,
        bookThis: trips.bookThis,
        cards: trips.modes.map((mode) => ({ name: mode.name, answers: tripModeAnswers(mode.books) })),
      },
      {
        route: 'vehicles' as const,
        bookThis: vehicles.bookThis,
        cards: facts.vehicles.map(({ id }) => ({ name: vehicles.vehicles[id]?.name ?? id, answers: { vehicle: id } })),
      },
      {
        route: 'services' as const,
        bookThis: services.bookThis,
        cards: facts.serviceLevels.map((id) => ({ name: services.levels[id]?.name ?? id, answers: facts.serviceLevelAnswers[id] ?? {} })),
      },
    ];
    for (const { route, bookThis, cards: shown } of cards) {
      for (const card of shown) {
        expect(
          page(route)
            .getByRole('link', { name: `${bookThis}: ${card.name}` })
            .getAttribute('href'),
          `${route}: ${card.name}`,
        ).toBe(bookingHref(contactPath, card.answers));
      }
    }
  });

  it('the contact form links the privacy notice under its buttons', () => {
    const form = inside(page('contact').getByRole('form', { name: forms.contact.heading }));
    expect(form.getByRole('link', { name: forms.privacyLink }).getAttribute('href')).toBe(localizedPath('privacy', locale));
  });

  it('the privacy notice lists every field of both forms, by the label the form shows, and everything a browser keeps, and why', () => {
    const privacy = loadWords('privacy', locale);
    const notice = page('privacy');
    const collected = inside(notice.getByRole('region', { name: privacy.collected.heading }));
    for (const kind of formKinds) {
      const words: Readonly<Record<string, { label: string }>> = forms[kind].fields;
      const list = inside(collected.getByRole('list', { name: privacy.collected.forms[kind] }));
      for (const field of fieldsOf(kind)) expect(list.getByText(words[field.name]?.label ?? field.name, { exact: true })).toBeDefined();
    }
    const kept = inside(notice.getByRole('region', { name: privacy.browser.heading }));
    for (const entry of browserStorage) {
      for (const name of entry.shownNames) expect(kept.getByText(name, { exact: true })).toBeDefined();
      expect(kept.getByText(privacy.browser.entries[entry.id].why, { exact: true })).toBeDefined();
    }
  });
});
