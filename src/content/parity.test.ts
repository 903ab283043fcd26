/**
 * The languages say the same things: no language has a key English lacks (a leftover, such as a
 * question removed in English and kept in Kreyòl), references (pictures, icons, links, choice
 * values) are the same in all, and no Spanish or Kreyòl sentence is left as its English twin unless
 * it is on the allow-list below or has no word outside its placeholders. What a language has not translated yet is no mistake: it shows in
 * English (fallback.ts), and this test lists it, per language, for a translator.
 */
import { describe, expect, it } from 'vitest';
import { defaultLocale, type Locale, locales } from '../i18n/locales';
import { wordDocumentNames } from './documents';
import { pathText, referenceKeys } from './fallback';
import { filledWords, loadWords, readRaw } from './load';

/** Keys that name something the same in every language; an address (`href`) may differ, as a licence's summary in Spanish does. */
const references = new Set([...referenceKeys].filter((key) => key !== 'href'));

/** Words that are rightly the same in English and Spanish, each with the reason. */
const sameInSpanish = new Map([
  // Spanish writes it exactly so: "Error: Escriba su nombre completo".
  ['Error:', 'the word "error" is the same in Spanish'],
  // Names of public programs and plan types, which Florida's Spanish materials keep as they are.
  ['Medicaid', 'the program’s name'],
  ['Medicare Advantage', 'the name of a kind of Medicare plan'],
  // The ZIP checker's data credit: a source's name and address, a licence's name (its address
  // differs: Creative Commons has a summary in Spanish).
  ['GeoNames', 'a name'],
  ['https://www.geonames.org/', 'an address'],
  ['CC BY 4.0', 'the licence’s name'],
  // The privacy notice's kinds of browser storage: Spanish says "cookie" too.
  ['Cookie', 'the word Spanish uses for it'],
  // The nondiscrimination notice's grounds: "color" is the same word in Spanish.
  ['Color', 'the same word in Spanish'],
]);

/** Words that are rightly the same in English and Kreyòl, each with the reason. */
const sameInKreyol = new Map([
  ['Medicaid', 'the program’s name'],
  ['Medicare Advantage', 'the name of a kind of Medicare plan'],
  ['GeoNames', 'a name'],
  ['https://www.geonames.org/', 'an address'],
  ['https://creativecommons.org/licenses/by/4.0/', 'an address: Creative Commons has no summary in Kreyòl'],
  ['CC BY 4.0', 'the licence’s name'],
]);

/** By language (src/i18n/README.md, "Add a language"): the words rightly the same as English. */
const sameAsEnglish: Record<Locale, ReadonlyMap<string, string>> = { en: new Map(), es: sameInSpanish, ht: sameInKreyol };
const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/** Every leaf of a JSON document by its path, such as "forms.contact.fields.phone.label". */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, leaf] of leaves(child, path === '' ? key : `${path}.${key}`)) found.set(childPath, leaf);
    }
  } else {
    found.set(path, value);
  }
  return found;
}

/** Whether a text holds a word outside its placeholders: "{rides}: {dates}." has none to translate. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\w+\}/gu, ''));
}

function lastKey(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/**
 * The references (pictures, icons, pages, values) a language names otherwise than English, by
 * path. An entry the language lacks (a card added in English only) is no difference: it shows
 * English's own, filled in (fallback.ts).
 */
function differingReferences(english: ReadonlyMap<string, unknown>, other: ReadonlyMap<string, unknown>): string[] {
  return [...english]
    .filter(([path, value]) => references.has(lastKey(path)) && other.has(path) && other.get(path) !== value)
    .map(([path]) => path);
}

describe('the references check', () => {
  const modes = (readRaw('trips', defaultLocale) as { modes: { image: { src: string } }[] }).modes;
  const spanish = readRaw('trips', 'es') as { modes: unknown[] };

  it('passes a card added in English only: the other language shows it in English', () => {
    expect(differingReferences(leaves({ modes }), leaves({ modes: spanish.modes.slice(0, -1) }))).toEqual([]);
  });

  it('finds a card whose picture differs from English’s', () => {
    const [first] = modes;
    const changed = [{ ...first, image: { ...first?.image, src: '/images/another.svg' } }, ...spanish.modes.slice(1)];
    expect(differingReferences(leaves({ modes }), leaves({ modes: changed }))).toEqual(['modes.0.image.src']);
  });
});

describe.each(wordDocumentNames.flatMap((document) => otherLocales.map((locale) => [document, locale] as const)))(
  '%s in %s',
  (document, locale) => {
    const english = leaves(readRaw(document, defaultLocale));
    const other = leaves(readRaw(document, locale));

    it('has no key English lacks', () => {
      expect(
        [...other.keys()].filter((path) => !english.has(path)),
        `only in ${locale}`,
      ).toEqual([]);
    });

    it('shows in English what it has not translated yet, and lists it', ({ annotate }) => {
      const shown = leaves(loadWords(document, locale));
      const missing = filledWords(document, locale).untranslated.flatMap(({ texts }) => texts);
      const notInEnglish = missing.filter(({ path, text }) => shown.get(pathText(path)) !== text);
      expect(notInEnglish.map(({ path }) => pathText(path))).toEqual([]);
      expect(missing.every(({ path }) => !other.has(pathText(path)))).toBe(true);
      if (missing.length > 0)
        void annotate(`not yet in ${locale}, shown in English: ${missing.map(({ path }) => pathText(path)).join(', ')}`);
    });

    it('names the same pictures, icons, pages and values as in English, where it has the entry', () => {
      expect(differingReferences(english, other)).toEqual([]);
    });

    it('has no words left as their English twin', () => {
      const untranslated = [...english].filter(
        ([path, value]) =>
          typeof value === 'string' &&
          hasWords(value) &&
          !references.has(lastKey(path)) &&
          other.get(path) === value &&
          !sameAsEnglish[locale].has(value),
      );
      expect(untranslated.map(([path, value]) => `${path}: ${String(value)}`)).toEqual([]);
    });
  },
);
