/**
 * The site's first edition: every content file as the specification gave it and the site was first
 * delivered, kept beside the live files (which are the owner's to change) and held to today's
 * schemas. Tests that need content that does not move read it here: the specification's exact
 * strings (../required-strings.test.ts) and the mistakes the loader names (../load.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { facts as factsDocument, type WordDocument, type Words, wordsPath } from '../documents';
import type { Facts } from '../facts/schema';
import { fillFromEnglish } from '../fallback';
import { checkFacts, checkWords } from '../load';
import { defaultLocale, type Locale } from '../../i18n/locales';

/** Whether the first edition has the document (a page added since has none) in `locale`. */
export function inFirstEdition(document: WordDocument, locale: Locale): boolean {
  return existsSync(join(import.meta.dirname, wordsPath(document, locale).replace(/^src\/content\//, '')));
}

/** A file of the first edition as written, by its document (and language), as `readRaw` reads the live one. */
export function readFirstEdition(document: WordDocument | 'facts', locale: Locale = 'en'): unknown {
  const path = document === 'facts' ? factsDocument.path : wordsPath(document, locale);
  return JSON.parse(readFileSync(join(import.meta.dirname, path.replace(/^src\/content\//, '')), 'utf8'));
}

/** The first edition's facts, checked as the build checks the live ones. */
export function firstEditionFacts(): Facts {
  return checkFacts(readFirstEdition('facts'));
}

/** A document's words in the first edition, what a language lacks filled from its English, checked as the build checks the live ones. */
export function firstEditionWords<Document extends WordDocument>(document: Document, locale: Locale, facts: Facts): Words<Document> {
  const english = readFirstEdition(document, defaultLocale);
  const written = locale === defaultLocale ? english : fillFromEnglish(english, readFirstEdition(document, locale)).filled;
  return checkWords(document, locale, written, facts);
}
