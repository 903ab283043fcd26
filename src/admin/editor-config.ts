/**
 * The editor's whole configuration (Sveltia CMS's `config`), built from the table of content files
 * (src/content/documents.ts) and their schemas: one entry per file, the facts on their own, the
 * words of each page in every language, side by side. A field added to a schema appears in the
 * editor at the next build.
 */
import type { CmsConfig, CollectionFile, Field, GitHubBackend } from '@sveltia/cms';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { facts, wordDocumentNames, wordDocuments, wordsPath, type WordDocument } from '../content/documents';
import { filledWords } from '../content/load';
import { defaultLocale, type Locale, locales } from '../i18n/locales';
import { type FactsToday, objectFields } from './editor-fields';
import { readFieldDocs, type FieldDocs } from './field-docs';

/** Where the editor saves: the site's repository on GitHub. */
interface EditorBackend {
  /** "owner/name". */
  repo: string;
  branch: string;
  /** The OAuth service that signs the owner in with GitHub; without it, the owner signs in with a token. */
  authUrl?: string | undefined;
}

/** The name the facts go by in the editor and in the doc comments' table. */
const factsName = 'facts';

/** The TypeScript that exports, for each content file, the type its schema accepts: where the doc comments are read. */
function schemaTypesSource(): string {
  const documentsModule = './content/documents';
  const lines = [
    "import type { z } from 'astro/zod';",
    `import type { facts, wordDocuments } from '${documentsModule}';`,
    `export type ${factsName} = z.input<typeof facts.schema>;`,
    ...wordDocumentNames.map((name) => `export type ${name} = z.input<(typeof wordDocuments)['${name}']['schema']>;`),
  ];
  return lines.join('\n');
}

/** The doc comments of every content file's fields, read from the schemas under `projectRoot`. */
function contentFieldDocs(projectRoot: string): FieldDocs {
  return readFieldDocs(schemaTypesSource(), join(projectRoot, 'src'));
}

function readJson(projectRoot: string, path: string): unknown {
  return JSON.parse(readFileSync(join(projectRoot, path), 'utf8'));
}

function docsOf(docs: FieldDocs, name: string): ReadonlyMap<string, string> {
  return docs.get(name) ?? new Map();
}

function factsFile(factsValues: FactsToday, docs: FieldDocs): CollectionFile {
  return {
    name: factsName,
    label: facts.label,
    file: facts.path,
    fields: objectFields(facts.schema.shape, {
      path: '',
      docPath: '',
      values: [factsValues],
      document: [factsValues],
      docs: docsOf(docs, factsName),
      translated: false,
      facts: factsValues,
    }),
  };
}

/** What each other language lacks in a document, by the path of the field that holds it. */
function untranslatedEntries(projectRoot: string, name: WordDocument): { locale: Locale; field: string; entry: string }[] {
  return locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) =>
      filledWords(name, locale, projectRoot).untranslated.map(({ path, texts: [first] }) => {
        const last = path.at(-1);
        // The entry's first words name it well enough for a translator ("Do you drive to the airport?").
        const words = first === undefined ? '' : `“${first.text}”`;
        return typeof last === 'number'
          ? { locale, field: path.slice(0, -1).join('.'), entry: `${String(last + 1)} (${words})` }
          : { locale, field: path.join('.'), entry: words };
      }),
    );
}

/** Under each field: "Not yet in Haitian Creole, shown there in English: 11 (“Do you drive to the airport?”)." */
function untranslatedNotes(entries: ReturnType<typeof untranslatedEntries>): Map<string, string> {
  const notes = new Map<string, string>();
  for (const field of new Set(entries.map((entry) => entry.field))) {
    const sentences = locales.flatMap((locale) => {
      const missing = entries.filter((entry) => entry.field === field && entry.locale === locale).map(({ entry }) => entry);
      return missing.length === 0 ? [] : [`**Not yet in ${languageName(locale)}**, shown there in English: ${missing.join('; ')}.`];
    });
    notes.set(field, sentences.join(' '));
  }
  return notes;
}

/** What each other language lacks, by document: read once, for the fields' notes and the collection's summary. */
type UntranslatedByDocument = ReadonlyMap<WordDocument, ReturnType<typeof untranslatedEntries>>;

function wordsFile(
  projectRoot: string,
  factsValues: FactsToday,
  docs: FieldDocs,
  name: WordDocument,
  untranslated: UntranslatedByDocument,
): CollectionFile {
  const { schema, label } = wordDocuments[name];
  const values = locales.map((locale) => readJson(projectRoot, wordsPath(name, locale)));
  const fields: Field[] = objectFields(schema.shape, {
    path: '',
    docPath: '',
    values,
    document: values,
    docs: docsOf(docs, name),
    translated: true,
    untranslated: untranslatedNotes(untranslated.get(name) ?? []),
    facts: factsValues,
  });
  return {
    name,
    label,
    file: join(dirname(wordsPath(name, defaultLocale)), '{{locale}}.json'),
    i18n: true,
    fields,
  };
}

/** A language as the editor (in English) names it: "Spanish", "Haitian Creole". */
function languageName(locale: Locale): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
}

/**
 * The collection's description, one line: how many entries each language has not translated
 * yet, and on which pages; each is named under its field (`untranslatedNotes`). Made from the
 * files as the build reads them, so it is as new as the site.
 */
function untranslatedSummary(untranslated: UntranslatedByDocument): string {
  const entries = [...untranslated].flatMap(([name, documentEntries]) => documentEntries.map((entry) => ({ ...entry, name })));
  const languages = locales.flatMap((locale) => {
    const missing = entries.filter((entry) => entry.locale === locale);
    if (missing.length === 0) return [];
    const pages = [...new Set(missing.map(({ name }) => wordDocuments[name].label))];
    return [`${languageName(locale)}, ${String(missing.length)} ${missing.length === 1 ? 'entry' : 'entries'} (${pages.join('; ')})`];
  });
  return languages.length === 0
    ? 'Each page’s words in every language. Every language has every entry.'
    : `Each page’s words in every language. Not yet translated, shown in English until they are: ${languages.join('; ')}; each is named under its field.`;
}

export interface EditorConfigOptions {
  /** The folder holding src/ (the project as the build sees it). */
  projectRoot: string;
  backend: EditorBackend;
  /** The doc comments; read from the schemas when not given. */
  docs?: FieldDocs;
}

export function editorConfig({ projectRoot, backend, docs = contentFieldDocs(projectRoot) }: EditorConfigOptions): CmsConfig {
  // Read once: every entry's limits read the facts as they are today.
  const factsValues = readJson(projectRoot, facts.path) as FactsToday;
  const github: GitHubBackend = {
    name: 'github',
    repo: backend.repo,
    branch: backend.branch,
    ...(backend.authUrl ? { base_url: backend.authUrl } : { auth_methods: ['token'] }),
    commit_messages: { update: 'Content: {{collection}} “{{slug}}” changed in the editor by {{author-name}}' },
  };
  const untranslated: UntranslatedByDocument = new Map(wordDocumentNames.map((name) => [name, untranslatedEntries(projectRoot, name)]));
  return {
    backend: github,
    app_title: 'Site editor',
    // Links from an entry to its page on the live site need each page's address per entry; not offered.
    show_preview_links: false,
    media_folder: 'public/images',
    public_folder: '/images',
    i18n: { structure: 'multiple_files', locales: [...locales], default_locale: defaultLocale },
    output: {
      // The content files keep JSON's own two-space layout, which is how the editor writes them.
      json: { indent_style: 'space', indent_size: 2 },
      // An optional field left empty is left out, as the schemas expect (an empty closing time is refused).
      omit_empty_optional_fields: true,
    },
    collections: [
      { name: 'company', label: facts.label, files: [factsFile(factsValues, docs)] },
      {
        name: 'pages',
        label: 'Words of the pages',
        description: untranslatedSummary(untranslated),
        i18n: true,
        files: wordDocumentNames.map((name) => wordsFile(projectRoot, factsValues, docs, name, untranslated)),
      },
    ],
  };
}
