/**
 * Every edit the editor allows, one at a time (editor-edits.ts): for every list the owner may add
 * to, an entry added (in English only, for the words); for every list, its fewest and most
 * entries; for every field with a limit, a value at it. Each edit must pass the checks the build
 * runs (the loader's, in memory, without a build), so whatever the editor lets the owner save, the
 * site takes. tests/build/edited-copy.build.test.ts makes the lists' ends all at once on a built
 * copy; this covers every field, in seconds.
 */
import { describe, expect, it } from 'vitest';
import { type WordDocument, wordDocumentNames } from '../content/documents';
import { fillFromEnglish } from '../content/fallback';
import { checkFacts, checkWords, readRaw } from '../content/load';
import type { Facts } from '../content/facts/schema';
import { defaultLocale, locales } from '../i18n/locales';
import { editorConfigWithoutDocs } from '../../tests/support/editor-configuration.ts';
import { editsOf } from './editor-edits';

const config = editorConfigWithoutDocs();
const entries = (config.collections ?? []).flatMap((collection) => ('files' in collection ? collection.files : []));
const facts = checkFacts(readRaw('facts'));

/** Every word file checked as the build checks it, each language filled from `english`, against `withFacts`. */
function checkAllWords(withFacts: Facts, document?: WordDocument, english?: unknown): void {
  for (const name of wordDocumentNames)
    for (const locale of locales) {
      const englishWords = name === document && english !== undefined ? english : readRaw(name, defaultLocale);
      const written = locale === defaultLocale ? englishWords : fillFromEnglish(englishWords, readRaw(name, locale)).filled;
      checkWords(name, locale, written, withFacts);
    }
}

const edits = entries.flatMap((entry) => {
  const document = (wordDocumentNames as readonly string[]).includes(entry.name) ? (entry.name as WordDocument) : undefined;
  const value = document === undefined ? readRaw('facts') : readRaw(document, defaultLocale);
  return editsOf(entry.name, entry.fields, value).map((edit) => ({ ...edit, entry, document, value }));
});

describe('every edit the editor allows', () => {
  it('is found in the editor’s configuration, of every kind', () => {
    // The content may hold a list at its fewest already, a valid edit: with an entry added, the editor offers to take it away.
    const grown = edits
      .filter(({ kind }) => kind === 'entry added')
      .flatMap(({ make, value, entry }) => {
        const edited = structuredClone(value);
        make(edited);
        return editsOf(entry.name, entry.fields, edited);
      });
    const kinds = new Set([...edits, ...grown].map(({ kind }) => kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['entry added', 'fewest entries', 'most entries', 'value at its limit']));
  });

  it.each(edits.map((edit) => [edit.what, edit] as const))('%s: the build takes it', (_what, { document, value, make }) => {
    const edited = structuredClone(value);
    make(edited);
    if (document === undefined) checkAllWords(checkFacts(edited));
    else checkAllWords(facts, document, edited);
  });
});
