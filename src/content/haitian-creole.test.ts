/**
 * The Kreyòl pages are spelled as Haitian Creole is written (issue: words a Kreyòl reader trusts):
 * every word of every Kreyòl content file, which holds every word of its page and of its forms'
 * states, and the project's own Kreyòl day and month names, is in the word list of Debian's
 * tesseract-ocr-hat (tests/support/haitian-creole-words.ts) or in haitian-creole-exceptions.txt
 * with its reason, but for at most 1 % of a page's words; and no English or French function word
 * stands in Kreyòl text (the list holds some of both, from the web pages it was made of).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFacts } from '../i18n/locales';
import { haitianCreoleWords } from '../../tests/support/haitian-creole-words';
import { type WordDocument, wordDocumentNames } from './documents';
import { referenceKeys } from './fallback';
import { inFirstEdition, readFirstEdition } from './first-edition/read';
import { loadFacts, readRaw } from './load';

/** Every string a value holds, but references. */
function strings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return referenceKeys.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([child, item]) => strings(item, child));
  return [];
}

/** The words of a text, lower-cased: a hyphenated word's parts, placeholders and anything with a digit (W3C, 24/7) left out. */
function wordsOf(text: string): string[] {
  return [...text.replace(/\{\w+\}/g, ' ').matchAll(/[\p{L}\p{N}'’-]+/gu)]
    .flatMap(([token]) => token.split('-'))
    .map((word) => word.replace(/^['’]+|['’]+$/g, '').toLowerCase())
    .filter((word) => word !== '' && !/\p{N}/u.test(word));
}

/** The exceptions and their reasons. */
const exceptions = new Map(
  readFileSync(join(import.meta.dirname, 'haitian-creole-exceptions.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [word = '', reason = ''] = line.split('#').map((part) => part.trim());
      return [word.toLowerCase(), reason] as const;
    }),
);

/** English and French words that carry grammar, none of which Kreyòl writes (Kreyòl's own "a", "an", "de", "la", "me", "ou", "sa", "se" and "si" are not here). */
const functionWords = new Set(
  [
    ...['the', 'and', 'your', 'with', 'of', 'to', 'for', 'is', 'are', 'this', 'that', 'from', 'by', 'on', 'in', 'at', 'or', 'our'],
    ...['you', 'we', 'it', 'be', 'was', 'will', 'not', 'if', 'as', 'an', 'they', 'their', 'has', 'have'],
    ...['pour', 'avec', 'les', 'des', 'est', 'nous', 'vous', 'le', 'une', 'un', 'du', 'au', 'aux', 'et', 'qui', 'que', 'dans'],
    ...['sur', 'par', 'ce', 'cette', 'ces', 'mais', 'sont', 'votre', 'notre', 'ne', 'pas', 'je', 'il', 'elle', 'leur', 'en', 'ou'],
  ].filter((word) => !['an', 'ou'].includes(word)),
);

/** The English and French function words of a text; a word in capitals ("CC BY 4.0", "TDD") is a name's. */
function functionWordsIn(text: string): string[] {
  return wordsOf(text.replace(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu, ' ')).filter((word) => functionWords.has(word));
}

const pages: [name: string, text: string[]][] = [
  ...wordDocumentNames.map((document: WordDocument): [string, string[]] => [document, strings(readRaw(document, 'ht'))]),
  [
    'day and month names, the taglines',
    [
      ...localeFacts.ht.written.weekdays,
      ...localeFacts.ht.written.months,
      localeFacts.ht.name,
      localeFacts.ht.fullName,
      ...strings(loadFacts().civilRights.taglines.filter((tagline) => tagline.lang === 'ht')),
    ],
  ],
];

describe('the Kreyòl words', () => {
  const known = haitianCreoleWords();
  const used = new Set<string>();

  it.each(pages)('of %s are spelled as the word list has them, but for at most 1 %%', (_, texts) => {
    const words = texts.flatMap(wordsOf);
    for (const word of words) used.add(word);
    const unknown = words.filter((word) => !known.has(word) && !exceptions.has(word));
    expect(words.length).toBeGreaterThan(0);
    expect(unknown.length / words.length, `outside the list: ${unknown.join(', ')}`).toBeLessThanOrEqual(0.01);
  });

  it.each(pages)('of %s hold no English or French function word', (_, texts) => {
    expect(texts.flatMap(functionWordsIn)).toEqual([]);
  });

  it('have each exception used on a page or in the first edition, with its reason', () => {
    // The owner may reword a page so an exception goes unused for now: only one in neither is stale.
    const firstEdition = new Set(
      wordDocumentNames
        .filter((document) => inFirstEdition(document, 'ht'))
        .flatMap((document) => strings(readFirstEdition(document, 'ht')).flatMap(wordsOf)),
    );
    for (const [word, reason] of exceptions) {
      expect(reason, word).not.toBe('');
      expect(used.has(word) || firstEdition.has(word), `"${word}" is on no page and not in the first edition: take it off the list`).toBe(
        true,
      );
    }
  });

  it('tell a misspelt word and a French one from Kreyòl', () => {
    expect(known.has('randevou')).toBe(true);
    expect(known.has('randevu')).toBe(false);
    expect(functionWordsIn('Nou pa t jwenn {place} nan W3C, ale-retou, CC BY 4.0')).toEqual([]);
    expect(functionWordsIn('Nous avons les papiers for you')).toEqual(['nous', 'les', 'for', 'you']);
  });
});
