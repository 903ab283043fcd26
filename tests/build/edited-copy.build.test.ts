/**
 * One copy of the project, edited as a developer and as an owner would, built once: what the build
 * makes follows the source, with nobody editing what it makes, and an owner's valid edit in only the
 * languages they write keeps the content, the build and the pages right.
 *
 * - the editor follows the schemas: a field a developer adds to a schema, with its doc comment and
 *   its rule, is in the built editor at /admin;
 * - the typeface's fallback faces are measured from the font files at build (src/typeface/): the
 *   built pages' fallback faces carry the overrides Capsize computes from the file each face names,
 *   and its `ch` that file's "0"; a face given another file gets that file's;
 * - the owner's edits of tests/support/owner-edits.ts (a question added in English and Spanish, not
 *   Kreyòl; a feature in English only; the phone, an hour), then every list the editor lets grow at
 *   its most (tests/support/list-ends.ts): the content checks pass on the copy, the build names
 *   what each language lacks, every edit shows, what a language lacks shows in English marked as
 *   such, the editor lists it for a translator, and the dist tests pass on its build.
 *
 * Every list at its fewest entries: recipes.build.test.ts, which follows the docs' recipes on it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/astro-project.ts';
import { build, checkedOnTheCopy, failingChecksOn, takeListsTo } from '../support/edited-copy.ts';
import { addedFeature, addedQuestion, editJsonFile, makeOwnerEdits, notShown, ownerEdits } from '../support/owner-edits.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';
import { wordsPath } from '../../src/content/documents.ts';
import { defaultLocale, localeFacts, locales } from '../../src/i18n/locales.ts';
import { typefaceFaces } from '../../src/typeface/faces.ts';
import { platformFallbacks } from '../../src/typeface/fallbacks.ts';
import { typefaceCss } from '../../src/typeface/fallback-css.ts';
import { readFontFile } from '../../src/typeface/read-font.ts';

interface FaqWords {
  faq: { questions: { question: string }[] };
}

interface ConfigField {
  name: string;
  fields?: ConfigField[];
  label?: string;
  hint?: string;
  required?: boolean;
  i18n?: boolean;
  pattern?: [string, string];
}

/** A percentage to a hundredth of a per cent: the build's minifier keeps three decimals, Capsize four. */
function percent(value: string): string {
  return `${Number.parseFloat(value).toFixed(2)}%`;
}

/** Each fallback face as its rule says it (family, weight, its four overrides; quotes and escapes aside), then the typeface's `ch`. */
function fallbackFaces(css: string): string[] {
  return css
    .split('@font-face')
    .slice(1)
    .map((rule) => rule.slice(0, rule.indexOf('}')))
    .filter((rule) => rule.includes('Fallback'))
    .map((rule) => {
      const properties = Object.fromEntries(
        [...rule.matchAll(/(font-family|font-weight|ascent-override|descent-override|line-gap-override|size-adjust)\s*:\s*([^;}]+)/g)].map(
          ([, name = '', value = '']) => [name, value.endsWith('%') ? percent(value) : value.replace(/["'\\]/g, '').trim()],
        ),
      );
      return JSON.stringify(properties, Object.keys(properties).sort());
    })
    .sort()
    .concat(`--typeface-ch: ${String(Number(/--typeface-ch:\s*([\d.]+)em/.exec(css)?.[1]))}em`);
}

/** The CSS the build would make were each face's file the one `fileOf` gives. */
function expectedCss(fileOf: (file: string) => string): Promise<string> {
  return typefaceCss((file) => readFontFile(fileOf(file)));
}

describe('a copy of the project with a field added to a schema, another font file for a face, an owner’s edits and every list at its most', () => {
  const project = copyProject('edited-copy-', checkedOnTheCopy);
  const [regular] = typefaceFaces;
  const otherFont = '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2';
  let buildOutput = '';

  beforeAll(async () => {
    const schemaFile = join(project, 'src/content/home/schema.ts');
    const schema = readFileSync(schemaFile, 'utf8');
    const anchor = 'export const homeWordsSchema = z.object({\n';
    expect(schema).toContain(anchor);
    writeFileSync(
      schemaFile,
      schema.replace(
        anchor,
        `${anchor}  /** The year the company first drove a rider, shown nowhere yet. */\n  foundedIn: z.string().regex(/^\\d{4}$/, 'must be a year such as "2014"'),\n`,
      ),
    );
    // Written in English only, in the live words and the first edition's (src/admin/README.md's recipe):
    // the other languages show it in English until it is translated.
    for (const path of [
      wordsPath('home', defaultLocale),
      wordsPath('home', defaultLocale).replace('src/content/', 'src/content/first-edition/'),
    ]) {
      editJsonFile(join(project, path), (home) => {
        home['foundedIn'] = '2014';
      });
    }
    const faces = join(project, 'src/typeface/faces.ts');
    writeFileSync(faces, readFileSync(faces, 'utf8').replace(regular.file, otherFont));
    makeOwnerEdits(project);
    takeListsTo(project, 'most');
    buildOutput = await build(project);
  }, 120_000);

  it('has the field in the editor with its label, its doc comment as the hint and its rule', () => {
    const config = JSON.parse(readFileSync(join(project, 'dist', editorPaths.config), 'utf8')) as {
      collections: { files: { name: string; fields: ConfigField[] }[] }[];
    };
    const home = config.collections.flatMap(({ files }) => files).find(({ name }) => name === 'home');
    expect(home?.fields.find(({ name }) => name === 'foundedIn')).toEqual({
      name: 'foundedIn',
      label: 'Founded in',
      // Its doc comment, then what the languages it was not written in lack (the developer wrote it in English only).
      hint: 'The year the company first drove a rider, shown nowhere yet. **Not yet in Spanish**, shown there in English: “2014”. **Not yet in Haitian Creole**, shown there in English: “2014”.',
      i18n: true,
      widget: 'string',
      // Written in English; a language left empty shows English (src/content/fallback.ts).
      required: [defaultLocale],
      pattern: ['^\\d{4}$', 'must be a year such as "2014"'],
    });
  });

  it('gives each fallback face the overrides measured from the font file its face names: another file, other overrides', async () => {
    const built = fallbackFaces(readFileSync(join(project, 'dist/index.html'), 'utf8'));
    const measuredFromOther = fallbackFaces(await expectedCss((file) => (file === regular.file ? otherFont : file)));
    const measuredFromOwn = fallbackFaces(await expectedCss((file) => file));
    expect(built).toHaveLength(typefaceFaces.length * platformFallbacks.length + 1);
    expect(built).toEqual(measuredFromOther);
    expect(built).not.toEqual(measuredFromOwn);
  });

  it('passes the content’s own checks (schemas, parity, Kreyòl and Spanish spelling) and the dist tests', async () => {
    expect(await failingChecksOn(project)).toEqual([]);
  }, 90_000);

  it('shows every edit on the built pages, and what a language lacks in English, marked so', () => {
    const wrong = ownerEdits.flatMap(({ shows }) => shows.map((shown) => notShown(project, shown))).filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('names, once built, how many words each language shows in English and where', () => {
    const englishQuestions = (JSON.parse(readFileSync(join(project, wordsPath('services', defaultLocale)), 'utf8')) as FaqWords).faq
      .questions;
    const added = englishQuestions.findIndex(({ question }) => question === addedQuestion.en?.question);
    const featurePlace = `vehicles.${addedFeature.vehicle}.features.`;
    const notice = (locale: (typeof locales)[number]) =>
      buildOutput.split('\n').find((line) => line.includes(`${localeFacts[locale].name}: `)) ?? '';
    expect(notice('ht')).toMatch(/: \d+ words not translated yet, shown in English/);
    // The copy's content may hold edits of its own (npm run test:edits runs this on an edited copy): only this edit's places are asked for.
    expect(notice('ht')).toMatch(new RegExp(`${wordsPath('services', 'ht')} \\([^)]*faq\\.questions\\.${added}[,)]`));
    for (const locale of ['ht', 'es'] as const)
      expect(notice(locale)).toMatch(new RegExp(`${wordsPath('vehicles', locale)} \\([^)]*${featurePlace.replaceAll('.', '\\.')}`));
    // Spanish lacks only the questions past its own, the one the owner wrote in it not among them.
    const questionsIn = (locale: (typeof locales)[number]) =>
      (JSON.parse(readFileSync(join(project, wordsPath('services', locale)), 'utf8')) as FaqWords).faq.questions.length;
    const lacking = [...notice('es').matchAll(/faq\.questions\.(\d+)/g)].map(([, place = '']) => Number(place));
    expect(lacking).toEqual(Array.from({ length: questionsIn('en') - questionsIn('es') }, (_, index) => questionsIn('es') + index));
  });

  it('says in the editor, under each field, what each language lacks, for a translator', () => {
    const config = JSON.parse(readFileSync(join(project, 'dist', editorPaths.config), 'utf8')) as {
      collections: { name: string; description?: string; files?: { name: string; fields: ConfigField[] }[] }[];
    };
    const pages = config.collections.find(({ name }) => name === 'pages');
    /** The hint under a field, found by its names from the file's top. */
    const hintAt = (file: string, names: readonly string[]) => {
      let fields = pages?.files?.find(({ name }) => name === file)?.fields;
      let found: ConfigField | undefined;
      for (const name of names) {
        found = fields?.find((field) => field.name === name);
        fields = found?.fields;
      }
      return found?.hint ?? '';
    };
    const questions = hintAt('services', ['faq', 'questions']);
    expect(questions).toContain(`Not yet in Haitian Creole**, shown there in English: `);
    // In the form the owner's guide shows it: its count and its entries' first words are the copy's own.
    const example = /\("(\*\*Not yet in Haitian Creole\*\*[^"]*)"\)/.exec(readFileSync('docs/owner-guide.md', 'utf8'))?.[1] ?? '';
    expect(example).not.toBe('');
    const escaped = example.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(questions).toMatch(new RegExp(escaped.replace(/\d+/, '\\d+').replace(/“[^”]*”/, '“.*”')));
    expect(questions).toContain(`(“${addedQuestion.en?.question ?? ''}”)`);
    const features = hintAt('vehicles', ['vehicles', addedFeature.vehicle, 'features']);
    for (const language of ['Spanish', 'Haitian Creole']) expect(features).toContain(`Not yet in ${language}**`);
    expect(features).toContain(`(“${addedFeature.feature}”)`);
    // At the top of the words, one line of what each language lacks, and on which pages.
    expect(pages?.description).toMatch(
      /Not yet translated, shown in English until they are: Spanish, \d+ entr.*Haitian Creole, \d+ entries \(.*Services and FAQ/,
    );
  });
});
