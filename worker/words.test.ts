import { describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../src/content/load';
import { loadFormsWords } from '../src/forms/words';
import { localeFacts, locales } from '../src/i18n/locales';
import { relayLanguage } from './words';

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

  it('follow the request’s Content-Language, a region or a list included, and fall back on the site’s first language', () => {
    expect(relayLanguage('es').locale).toBe('es');
    expect(relayLanguage('es-US').locale).toBe('es');
    expect(relayLanguage('ES, en;q=0.5').locale).toBe('es');
    expect(relayLanguage('fr').locale).toBe('en');
    expect(relayLanguage(null).locale).toBe('en');
  });
});
