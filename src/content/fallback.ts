/**
 * What a language has not translated yet is shown in English. The owner may write English and
 * Spanish and have nobody who writes Kreyòl: a question added to the FAQ in English, a county added
 * to the facts, then stand in English on the Kreyòl pages until a translator catches up, never as a
 * hole. The loader (load.ts) fills a language's words from English with `fillFromEnglish` before
 * checking them, and marks what it filled, so a page can set `lang="en"` on it (a screen reader
 * then reads it in an English voice) and say "In English for now" over a whole entry.
 *
 * A key of an object, or an item of a list by its place, that English has and the language lacks
 * is filled. What the language has and English lacks (a leftover) is kept as it is: the build or
 * the parity test names it.
 */

/** Keys that name something rather than say it (a picture, an icon, a page, a choice's value): the same in every language, never words to translate. */
export const referenceKeys: ReadonlySet<string> = new Set(['src', 'icon', 'to', 'value', 'books', 'href']);

/** A place in a document: object keys and list places, "faq.questions.10" as `['faq', 'questions', 10]`. */
export type WordsPath = readonly (string | number)[];

/** Something English has that a language lacks: where, and the English words shown in its place. */
export interface Untranslated {
  /** Where the missing part is, as its top-most key: a whole FAQ entry is one path, not two. */
  path: WordsPath;
  /** The English texts shown there, each with its own path (the entry's question and answer). */
  texts: readonly { path: WordsPath; text: string }[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every text under `value`, by path, leaving out references (an icon's name is not a word to translate). */
function textsUnder(value: unknown, path: WordsPath): { path: WordsPath; text: string }[] {
  if (typeof value === 'string') {
    const key = path.at(-1);
    return typeof key === 'string' && referenceKeys.has(key) ? [] : [{ path, text: value }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsUnder(item, [...path, index]));
  if (isObject(value)) return Object.entries(value).flatMap(([key, child]) => textsUnder(child, [...path, key]));
  return [];
}

/**
 * A language's words as written (`translated`), with what English has and they lack filled in
 * from English, and the list of what was filled. Neither argument is changed.
 */
export function fillFromEnglish(english: unknown, translated: unknown): { filled: unknown; untranslated: Untranslated[] } {
  const untranslated: Untranslated[] = [];
  function fill(englishValue: unknown, translatedValue: unknown, path: WordsPath): unknown {
    if (translatedValue === undefined) {
      untranslated.push({ path, texts: textsUnder(englishValue, path) });
      return structuredClone(englishValue);
    }
    if (Array.isArray(englishValue) && Array.isArray(translatedValue)) {
      const items = englishValue.map((item, index) => fill(item, translatedValue[index], [...path, index]));
      return [...items, ...(translatedValue.slice(englishValue.length) as unknown[])];
    }
    if (isObject(englishValue) && isObject(translatedValue)) {
      // An entry with none of its words yet (the editor may save a list's new entry as `{}` in a language left empty) is missing whole.
      if (Object.keys(englishValue).every((key) => translatedValue[key] === undefined)) return fill(englishValue, undefined, path);
      const filled: Record<string, unknown> = { ...translatedValue };
      for (const [key, child] of Object.entries(englishValue)) filled[key] = fill(child, translatedValue[key], [...path, key]);
      return filled;
    }
    return translatedValue;
  }
  return { filled: fill(english, translated, []), untranslated };
}

/** For each object or list the loader filled, the keys or places it filled from English. */
const filledFromEnglish = new WeakMap<object, Set<string | number>>();
/** The documents a language has not written a word of yet (a file `{}`, as a language just added starts): all of it English. */
const wholeInEnglish = new WeakSet<object>();

/**
 * Marks, in the checked words (`words`, the schema's output, which keeps the shape of what it
 * checked), the places `untranslated` names, for `inEnglish` to find.
 */
export function markInEnglish(words: unknown, untranslated: readonly Untranslated[]): void {
  for (const { path } of untranslated) {
    // A whole document is marked once, for the layout's one note over the page, not entry by entry.
    if (path.length === 0) {
      if (typeof words === 'object' && words !== null) wholeInEnglish.add(words);
      continue;
    }
    let filled: unknown = words;
    for (const key of path) filled = (filled as Record<string | number, unknown> | undefined)?.[key];
    markAllUnder(filled);
    let container: unknown = words;
    for (const key of path.slice(0, -1)) container = (container as Record<string | number, unknown> | undefined)?.[key];
    const last = path.at(-1);
    if (typeof container !== 'object' || container === null || last === undefined) continue;
    mark(container, last);
  }
}

function mark(container: object, key: string | number): void {
  const marked = filledFromEnglish.get(container) ?? new Set();
  marked.add(key);
  filledFromEnglish.set(container, marked);
}

/**
 * Marks every entry inside a part filled whole, so a component that asks about an entry of a
 * list or a record nested in it (the footer's rows of hours, in `site.hours.days`) finds it in
 * English too.
 */
function markAllUnder(filled: unknown): void {
  if (typeof filled !== 'object' || filled === null) return;
  for (const [key, child] of Object.entries(filled)) {
    mark(filled, Array.isArray(filled) ? Number(key) : key);
    markAllUnder(child);
  }
}

/**
 * Whether `container[key]` (an entry of a list, by its place; a record's entry, by its key; one
 * text of an entry, by its name) is shown in English because the page's language lacks it.
 */
export function inEnglish(container: object, key: string | number): boolean {
  return filledFromEnglish.get(container)?.has(key) === true;
}

/** Whether a whole document's words (`loadWords`'s) are English, the language having written none of them. */
export function allInEnglish(words: object): boolean {
  return wholeInEnglish.has(words);
}

/** `lang="en"` for what `inEnglish` finds, so a screen reader reads it in an English voice; nothing otherwise (the page's language holds). */
export function langIfEnglish(container: object, key: string | number): 'en' | undefined {
  return inEnglish(container, key) ? 'en' : undefined;
}

/** How many words a list of texts holds, as a notice counts them. */
export function wordCount(texts: readonly { text: string }[]): number {
  return texts.reduce((count, { text }) => count + text.split(/\s+/).filter(Boolean).length, 0);
}

/** "faq.questions.10.question". */
export function pathText(path: WordsPath): string {
  return path.join('.');
}
