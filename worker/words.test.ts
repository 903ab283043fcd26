import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../src/content/load';
import { loadFormsWords } from '../src/forms/words';
import { localeFacts, locales } from '../src/i18n/locales';
import { relayLanguage, relayLanguages } from './words';
import contactEn from '../src/content/contact/en.json' with { type: 'json' };
import contactEs from '../src/content/contact/es.json' with { type: 'json' };
import tripsEn from '../src/content/trips/en.json' with { type: 'json' };
import tripsEs from '../src/content/trips/es.json' with { type: 'json' };
import vehiclesEn from '../src/content/vehicles/en.json' with { type: 'json' };
import vehiclesEs from '../src/content/vehicles/es.json' with { type: 'json' };

describe('the words the Worker bundles', () => {
  for (const locale of locales) {
    it(`in ${locale} are the content loader’s, checked by the same schemas`, () => {
      const words = relayLanguage(locale);
      expect(words.forms).toEqual(loadFormsWords(locale));
      expect(words.relay).toEqual(loadWords('contact', locale).relay);
      expect(words.messages).toEqual(loadFacts().formMessages);
      expect(words.company).toEqual(loadFacts().company);
      expect(words.language).toBe(localeFacts[locale]);
    });
  }

  it('fill what a language has not translated from English, as the pages do: nothing the relay says is ever missing', () => {
    // As the owner leaves the files: the relay's first word not yet written in Spanish, and a trip
    // mode that books a Trip answer added last, in English only.
    const [untranslatedWord = ''] = Object.keys(contactEs.relay);
    const relayWritten: Record<string, unknown> = { ...contactEs.relay };
    Reflect.deleteProperty(relayWritten, untranslatedWord);
    const tripAnswers = relayLanguage('en').forms.contact.fields.trip.options;
    // The last that books an answer no other mode books: the answer's label is that mode's name.
    const addedAt = tripsEn.modes.findLastIndex(
      ({ books }) => tripAnswers.some(({ value }) => value === books) && tripsEn.modes.filter((mode) => mode.books === books).length === 1,
    );
    const added = tripsEn.modes[addedAt];
    const written = {
      en: { contact: contactEn, trips: { ...tripsEn, modes: [...tripsEn.modes.toSpliced(addedAt, 1), added] }, vehicles: vehiclesEn },
      es: {
        contact: { ...contactEs, relay: relayWritten },
        trips: { ...tripsEs, modes: tripsEs.modes.filter(({ books }) => books !== added?.books) },
        vehicles: vehiclesEs,
      },
      ht: { contact: contactEn, trips: tripsEn, vehicles: vehiclesEn },
    };

    const spanish = relayLanguages(written, loadFacts()).es;
    expect(spanish.relay).toEqual({ ...relayWritten, [untranslatedWord]: (contactEn.relay as Record<string, unknown>)[untranslatedWord] });
    const { options } = spanish.forms.contact.fields.trip;
    expect(options.map(({ value }) => value)).toEqual(tripAnswers.map(({ value }) => value));
    expect(options.find(({ value }) => value === added?.books)?.label).toBe(added?.name);
  });

  it('follow the request’s Content-Language, a region or a list included, and fall back on the site’s first language', () => {
    expect(relayLanguage('es').locale).toBe('es');
    expect(relayLanguage('es-US').locale).toBe('es');
    expect(relayLanguage('ES, en;q=0.5').locale).toBe('es');
    expect(relayLanguage('fr').locale).toBe('en');
    expect(relayLanguage(null).locale).toBe('en');
  });
});
