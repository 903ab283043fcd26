/**
 * The content collections, built from the table in src/content/documents.ts: Astro checks every
 * content file against its schema whenever it syncs (build, dev, `astro check`), naming the file
 * and the field of any mistake. Pages and tests read the same files through src/content/load.ts.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { facts, wordDocuments, wordDocumentNames } from './content/documents';

export const collections = {
  // The facts file is one entry: its whole object, so the schema can check across it.
  facts: defineCollection({
    loader: file(facts.path, { parser: (text) => [{ ...(JSON.parse(text) as object), id: 'facts' }] }),
    schema: facts.schema,
  }),
  // Each other document is one entry per language, id'd by the language ("en", "es").
  ...Object.fromEntries(
    wordDocumentNames.map((name) => {
      const { folder, schema } = wordDocuments[name];
      return [name, defineCollection({ loader: glob({ pattern: '*.json', base: `src/content/${folder}` }), schema })];
    }),
  ),
};
