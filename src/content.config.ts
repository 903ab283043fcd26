/**
 * The content collections, built from the table in src/content/documents.ts: Astro checks every
 * content file against its schema whenever it syncs (build, dev, `astro check`), naming the file
 * and the field of any mistake. Pages and tests read the same files through src/content/load.ts.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import type { Loader } from 'astro/loaders';
import { fileURLToPath } from 'node:url';
import { facts, type WordDocument, wordDocumentNames, wordDocuments, wordsPath } from './content/documents';
import { filledWords } from './content/load';
import { locales } from './i18n/locales';

/**
 * One entry per language, id'd by the language ("en", "es"), each checked as the pages read it: a
 * language's words with what it has not translated yet filled from English (content/fallback.ts),
 * so a Kreyòl file without the FAQ question just added in English is complete, and a mistake in
 * the Kreyòl words is still named in the Kreyòl file.
 */
function wordsLoader(document: WordDocument): Loader {
  return {
    name: 'words-with-english-fallback',
    load: async (context) => {
      const { config, store } = context;
      store.clear();
      for (const locale of locales) {
        const filePath = wordsPath(document, locale);
        const { filled } = filledWords(document, locale, fileURLToPath(config.root));
        const data = await context.parseData({ id: locale, data: filled as Record<string, unknown>, filePath });
        store.set({ id: locale, data, filePath });
      }
    },
  };
}

export const collections = {
  // The facts file is one entry: its whole object, so the schema can check across it.
  facts: defineCollection({
    loader: file(facts.path, { parser: (text) => [{ ...(JSON.parse(text) as object), id: 'facts' }] }),
    schema: facts.schema,
  }),
  ...Object.fromEntries(
    wordDocumentNames.map((name) => [name, defineCollection({ loader: wordsLoader(name), schema: wordDocuments[name].schema })]),
  ),
};
