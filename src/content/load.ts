/**
 * The typed loader of the site's content: pages and tests both read content through it. It reads
 * a file, checks it with its schema (documents.ts) and checks the words against the facts they
 * describe, and on any mistake throws an error naming the file and the field, which stops the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { defaultLocale, type Locale } from '../i18n/locales';
import { facts as factsDocument, type WordDocument, type Words, wordDocuments, wordsPath } from './documents';
import type { Facts } from './facts/schema';
import { allInEnglish, fillFromEnglish, markInEnglish, type Untranslated } from './fallback';
import { ContentError } from './words-for';
import { fullTitle, titleMaximum } from './primitives';

export { ContentError, wordsFor } from './words-for';

interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

function fail(file: string, problems: readonly Problem[]): never {
  const lines = problems.map(({ path, message }) => `  ${path.map(String).join('.') || '(the whole file)'}: ${message}`);
  throw new ContentError(`${file} has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}:\n${lines.join('\n')}`);
}

/** A content file, by its path in the project at `root` (the working folder unless told). */
function readJson(file: string, root = process.cwd()): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    fail(file, [{ path: [], message: error instanceof Error ? error.message : String(error) }]);
  }
}

function checked<Schema extends z.ZodType>(file: string, schema: Schema, raw: unknown): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) fail(file, result.error.issues);
  return result.data;
}

/** facts.json as written (`raw`), checked: its contents, or a ContentError naming the field. */
export function checkFacts(raw: unknown): Facts {
  return checked(factsDocument.path, factsDocument.schema, raw);
}

let cachedFacts: Facts | undefined;

/** facts.json: what is true in every language. */
export function loadFacts(): Facts {
  cachedFacts ??= checkFacts(readJson(factsDocument.path));
  return cachedFacts;
}

/** The ids words must be given for, by document: where in the words, and which facts they describe. */
const describedFacts: Partial<Record<WordDocument, (facts: Facts) => { path: string[]; ids: string[]; of: string }[]>> = {
  site: (facts) => [{ path: ['hours', 'days'], ids: facts.hours.map((row) => row.id), of: 'hours' }],
  home: (facts) => [{ path: ['about', 'stats'], ids: facts.stats.map((stat) => stat.id), of: 'stats' }],
  coverage: (facts) => [{ path: ['counties'], ids: facts.counties.map((county) => county.id), of: 'counties' }],
  services: (facts) => [{ path: ['levels'], ids: facts.serviceLevels, of: 'serviceLevels' }],
  vehicles: (facts) => [{ path: ['vehicles'], ids: facts.vehicles.map((vehicle) => vehicle.id), of: 'vehicles' }],
};

function keysAt(words: unknown, path: readonly string[]): string[] {
  let node: unknown = words;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'object' && node !== null ? Object.keys(node) : [];
}

/** Words that describe facts must describe each of them, and nothing else; titles must fit with the company name. */
function factProblems(document: WordDocument, words: unknown, facts: Facts): Problem[] {
  const problems: Problem[] = [];
  const { meta } = words as { meta?: { title: string } };
  const whole = meta === undefined ? '' : fullTitle(meta.title, facts.company.name);
  if (whole.length > titleMaximum) {
    problems.push({
      path: ['meta', 'title'],
      message: `"${whole}" is ${String(whole.length)} characters with the company name; at most ${String(titleMaximum)}`,
    });
  }
  for (const { path, ids, of } of describedFacts[document]?.(facts) ?? []) {
    const keys = keysAt(words, path);
    for (const id of ids) if (!keys.includes(id)) problems.push({ path: [...path, id], message: `missing: facts.json ${of} has "${id}"` });
    for (const key of keys)
      if (!ids.includes(key))
        problems.push({ path: [...path, key], message: `facts.json ${of} has no "${key}" (it has: ${ids.join(', ')})` });
  }
  if (document === 'services') {
    const { questions } = (words as Words<'services'>).faq;
    if (questions.length <= facts.faqInitiallyShown) {
      problems.push({
        path: ['faq', 'questions'],
        message: `must have more than ${facts.faqInitiallyShown} questions (facts.json faqInitiallyShown), or "Show More" would have nothing to show`,
      });
    }
  }
  return problems;
}

const cachedWords = new Map<string, unknown>();

/**
 * A words file as written (`raw`), checked against its schema and the facts it describes: its
 * contents, or a ContentError naming the file and the field.
 */
export function checkWords<Document extends WordDocument>(document: Document, locale: Locale, raw: unknown, facts: Facts): Words<Document> {
  const file = wordsPath(document, locale);
  const words = checked(file, wordDocuments[document].schema, raw);
  const problems = factProblems(document, words, facts);
  if (problems.length > 0) fail(file, problems);
  return words as Words<Document>;
}

/**
 * A language's words file as written, with what it lacks filled from English (fallback.ts), and
 * the list of what was filled: what the loader checks, and what the collections (content.config.ts),
 * the build's notice and the editor's hints read, from the project at `root`.
 */
export function filledWords(
  document: WordDocument,
  locale: Locale,
  root = process.cwd(),
): { filled: unknown; untranslated: Untranslated[] } {
  const written = readJson(wordsPath(document, locale), root);
  return locale === defaultLocale
    ? { filled: written, untranslated: [] }
    : fillFromEnglish(readJson(wordsPath(document, defaultLocale), root), written);
}

/**
 * One document's words in one language, checked against its schema and the facts. What the
 * language does not have yet is there in English, marked for `inEnglish` (fallback.ts).
 */
export function loadWords<Document extends WordDocument>(document: Document, locale: Locale): Words<Document> {
  const file = wordsPath(document, locale);
  if (!cachedWords.has(file)) {
    // English first: what is filled from it must be right before it stands in for another language.
    if (locale !== defaultLocale) loadWords(document, defaultLocale);
    const { filled, untranslated } = filledWords(document, locale);
    const words = checkWords(document, locale, filled, loadFacts());
    markInEnglish(words, untranslated);
    cachedWords.set(file, words);
  }
  return cachedWords.get(file) as Words<Document>;
}

/**
 * Whether a page's own words (its document, named as its route is; the 404 page's `notFound`) are
 * all English in `locale`, a language that has written none of them yet: the layout then marks the
 * page's main content `lang="en"` under the "In English for now" line.
 */
export function pageInEnglish(route: string | null, locale: Locale): boolean {
  const document = route ?? 'notFound';
  return document in wordDocuments && allInEnglish(loadWords(document as WordDocument, locale));
}

/** A content file exactly as written, before any check: for tests that break one on purpose. */
export function readRaw(document: WordDocument | 'facts', locale: Locale = 'en'): unknown {
  return readJson(document === 'facts' ? factsDocument.path : wordsPath(document, locale));
}
