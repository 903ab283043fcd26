import type { Field } from '@sveltia/cms';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { editorConfig } from '../../admin/editor-config';
import type { AccessibilityWords } from '../../content/accessibility/schema';
import type { CoverageWords } from '../../content/coverage/schema';
import { type WordDocument, wordDocumentNames } from '../../content/documents';
import { fillFromEnglish, markInEnglish, referenceKeys } from '../../content/fallback';
import type { HomeWords } from '../../content/home/schema';
import { checkWords, loadFacts, loadWords, readRaw } from '../../content/load';
import type { NondiscriminationWords } from '../../content/nondiscrimination/schema';
import type { PrivacyWords } from '../../content/privacy/schema';
import type { ServicesWords } from '../../content/services/schema';
import type { SiteWords } from '../../content/site/schema';
import type { TripsWords } from '../../content/trips/schema';
import type { VehiclesWords } from '../../content/vehicles/schema';
import { coverageMapImage } from '../../drawing/coverage-map';
import { PrivacyPage } from '../../privacy/PrivacyPage';
import { levelCardId } from '../card-ids';
import { Faq } from '../Faq';
import { SiteFooter } from '../chrome/SiteFooter';
import { AccessibilityPage } from './AccessibilityPage';
import { CoveragePage } from './CoveragePage';
import { HomePage } from './HomePage';
import { NondiscriminationPage } from './NondiscriminationPage';
import { ServicesPage } from './ServicesPage';
import { TripsPage } from './TripsPage';
import { VehiclesPage } from './VehiclesPage';

// The privacy notice says whether the forms send through the relay (the build's setting).
vi.mock('astro:env/client', () => ({ PUBLIC_FORMS_RELAY: '/api/send' }));

const facts = loadFacts();

/** Kreyòl's words of `document` with `leaveOut` taken from its file, as the loader fills and marks them from `english`. */
function kreyolLacking<Document extends WordDocument>(
  document: Document,
  leaveOut: (written: Record<string, unknown>) => void,
  english: unknown = readRaw(document, 'en'),
) {
  const written = structuredClone(readRaw(document, 'ht')) as Record<string, unknown>;
  leaveOut(written);
  const { filled, untranslated } = fillFromEnglish(english, written);
  const words = checkWords(document, 'ht', filled, facts);
  markInEnglish(words, untranslated);
  return words;
}

/** The language an element is read in: its own `lang` or its nearest ancestor's. */
function languageOf(element: Element | null | undefined): string | null | undefined {
  return element?.closest('[lang]')?.getAttribute('lang');
}

describe('a card shown in English on a Kreyòl page', () => {
  it('marks the trip mode’s own words English, and leaves the page’s own words on the card Kreyòl', () => {
    const words = kreyolLacking('trips', (written) => {
      (written['modes'] as unknown[]).pop();
    });
    const english = loadWords('trips', 'en').modes.at(-1);
    const html = `<div lang="ht">${renderToStaticMarkup(<TripsPage words={words} locale="ht" />)}</div>`;
    const card = new JSDOM(html).window.document.querySelectorAll('li[class]:has(> h2)').item(words.modes.length - 1);
    expect(languageOf(card.querySelector('h2')), card.querySelector('h2')?.textContent ?? '').toBe('en');
    expect(card.querySelector('h2')?.textContent).toBe(english?.name);
    expect(languageOf(card.querySelector('p:not([lang="ht"])'))).toBe('en');
    expect(languageOf(card.querySelector('a')), 'the "Book this" link').toBe('ht');
  });

  it('marks a service level’s own words English, and leaves the page’s own words on the card Kreyòl', () => {
    const [level = ''] = facts.serviceLevels;
    const words = kreyolLacking('services', (written) => {
      Reflect.deleteProperty(written['levels'] as object, level);
    });
    const html = `<div lang="ht">${renderToStaticMarkup(<ServicesPage words={words} facts={facts} locale="ht" />)}</div>`;
    const card = new JSDOM(html).window.document.getElementById(levelCardId(level));
    expect(languageOf(card?.querySelector('h3'))).toBe('en');
    expect(languageOf(card?.querySelector('h4')), 'the "Included" label').toBe('ht');
    expect(languageOf(card?.querySelector('a')), 'the "Book this" link').toBe('ht');
  });
});

/** Each page's words rendered as its route renders them, on a Kreyòl page (its islands' slots aside). */
const pageOf: Partial<Record<WordDocument, (words: never) => ReactElement>> = {
  site: (words: SiteWords) => <SiteFooter words={words} facts={facts} locale="ht" buildYear={2026} />,
  home: (words: HomeWords) => <HomePage words={words} facts={facts} locale="ht" />,
  coverage: (words: CoverageWords) => (
    <CoveragePage
      words={words}
      facts={facts}
      levelNames={Object.fromEntries(Object.entries(loadWords('services', 'ht').levels).map(([id, level]) => [id, level.name]))}
      locale="ht"
      map={{ narrow: coverageMapImage('narrow'), wide: coverageMapImage('wide') }}
    />
  ),
  services: (words: ServicesWords) => (
    <>
      <ServicesPage words={words} facts={facts} locale="ht" />
      <Faq {...words.faq} initiallyShown={facts.faqInitiallyShown} locale="ht" />
    </>
  ),
  trips: (words: TripsWords) => <TripsPage words={words} locale="ht" />,
  vehicles: (words: VehiclesWords) => <VehiclesPage words={words} facts={facts} locale="ht" />,
  accessibility: (words: AccessibilityWords) => <AccessibilityPage words={words} facts={facts} locale="ht" />,
  privacy: (words: PrivacyWords) => <PrivacyPage words={words} formsWords={loadWords('contact', 'ht').forms} facts={facts} locale="ht" />,
  nondiscrimination: (words: NondiscriminationWords) => <NondiscriminationPage words={words} facts={facts} locale="ht" />,
};

/** Every list of a page's words the editor lets the owner add to, by its path in the file. */
function addableLists(): { document: WordDocument; path: string[] }[] {
  const config = editorConfig({ projectRoot: process.cwd(), backend: { repo: 'owner/site', branch: 'main' }, docs: new Map() });
  const found: { document: WordDocument; path: string[] }[] = [];
  const walk = (document: WordDocument, fields: readonly Field[], trail: readonly string[]): void => {
    for (const field of fields) {
      const path = [...trail, field.name];
      const list = field.widget === 'list';
      if (list && !('allow_add' in field && field.allow_add === false)) found.push({ document, path });
      // Into a list's entries by its first: a card's own list of features.
      if ('fields' in field && Array.isArray(field.fields)) walk(document, field.fields as Field[], list ? [...path, '0'] : path);
    }
  };
  for (const collection of config.collections ?? [])
    for (const file of 'files' in collection ? collection.files : [])
      if ((wordDocumentNames as readonly string[]).includes(file.name)) walk(file.name as WordDocument, file.fields, []);
  return found;
}

function at(words: unknown, path: readonly string[]): unknown[] {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], words) as unknown[];
}

/** Words no page holds, so where they show is where the entry shows, whatever else the content says. */
const addedWords = 'Words the owner has just added';

/**
 * English's words of `document` with the last entry of the list at `path` written anew by the
 * owner: the entry itself if it is a text, or its first text.
 */
function englishRewritten(document: WordDocument, path: readonly string[]): unknown {
  const english = structuredClone(readRaw(document, 'en'));
  const list = at(english, path);
  const last = list.length - 1;
  const entry = list[last];
  if (typeof entry === 'string') list[last] = addedWords;
  else {
    const texts = Object.entries(entry as Record<string, unknown>).filter(
      ([key, value]) => typeof value === 'string' && !referenceKeys.has(key),
    );
    const [key = ''] = texts[0] ?? [];
    (entry as Record<string, unknown>)[key] = addedWords;
  }
  return english;
}

describe('an entry the owner adds in English only, to any list the editor lets them add to', () => {
  const lists = addableLists().filter(({ document }) => pageOf[document] !== undefined);

  it('are found in the editor, on every page that has them', () => {
    expect(lists.length).toBeGreaterThan(10);
  });

  it.each(lists.map(({ document, path }) => [`${document}: ${path.join('.')}`, document, path] as const))(
    '%s shows on the Kreyòl page in English, read in an English voice',
    (_name, document, path) => {
      // As the owner leaves it: English's last entry not yet in Kreyòl.
      const english = englishRewritten(document, path);
      const words = kreyolLacking(
        document,
        (written) => {
          at(written, path).pop();
        },
        english,
      );
      const render = pageOf[document] as (words: unknown) => ReactElement;
      const pageOfWords = (shown: unknown) => new JSDOM(`<div lang="ht">${renderToStaticMarkup(render(shown))}</div>`).window.document;
      const page = pageOfWords(words);
      const holders = [...page.querySelectorAll('body *')].filter((element) => element.textContent.includes(addedWords));
      const innermost = holders.filter((element) => !holders.some((other) => other !== element && element.contains(other)));
      expect(innermost.length, `"${addedWords}" on the page`).toBeGreaterThan(0);
      expect(innermost.map(languageOf)).toEqual(innermost.map(() => 'en'));
      // A whole card or question says so above it in the page's language; a line of a list or a
      // link's label (a button, a footer link) is read in English without a line of its own.
      const entry = at(english, path).at(-1);
      if (typeof entry === 'object' && entry !== null && !('to' in entry)) {
        // One note more than on the page as Kreyòl stands, whatever else it has not translated yet.
        const note = loadWords('site', 'ht').inEnglishForNow;
        const notesOn = (on: Document) => [...on.querySelectorAll('p')].filter((element) => element.textContent === note);
        const before = notesOn(pageOfWords(kreyolLacking(document, () => undefined, english))).length;
        const notes = notesOn(page);
        expect(notes.length, `"${note}" over the entry`).toBe(before + 1);
        expect(notes.map(languageOf)).toEqual(notes.map(() => 'ht'));
      }
    },
  );
});
