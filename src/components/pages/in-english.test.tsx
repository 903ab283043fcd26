import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillFromEnglish, markInEnglish } from '../../content/fallback';
import { checkWords, loadFacts, loadWords, readRaw } from '../../content/load';
import { levelCardId } from '../card-ids';
import { ServicesPage } from './ServicesPage';
import { TripsPage } from './TripsPage';

const facts = loadFacts();

/** Kreyòl's words of `document` with `leaveOut` taken from its file, as the loader fills and marks them. */
function kreyolLacking<Document extends 'services' | 'trips'>(document: Document, leaveOut: (written: Record<string, unknown>) => void) {
  const written = structuredClone(readRaw(document, 'ht')) as Record<string, unknown>;
  leaveOut(written);
  const { filled, untranslated } = fillFromEnglish(readRaw(document, 'en'), written);
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
