/**
 * The editor's configuration as built from the schemas: a configuration Sveltia CMS accepts, with
 * every content file and every value in it editable, and the schemas' limits and words on the fields.
 */
import type { Field } from '@sveltia/cms';
import Ajv from 'ajv';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { facts, wordDocumentNames, wordDocuments, wordsPath } from '../content/documents';
import { checkWords, loadFacts, readRaw } from '../content/load';
import { fullTitle, titleMaximum } from '../content/primitives';
import { locales } from '../i18n/locales';
import { editorConfig } from './editor-config';
import { objectFields } from './editor-fields';

const projectRoot = process.cwd();
const config = editorConfig({ projectRoot, backend: { repo: 'owner/site', branch: 'main' } });
const [company, pages] = config.collections ?? [];
const entries = [...(company && 'files' in company ? company.files : []), ...(pages && 'files' in pages ? pages.files : [])];

function entry(name: string) {
  const found = entries.find((file) => file.name === name);
  if (!found) throw new Error(`no editor entry ${name}`);
  return found;
}

function subfields(field: Field): readonly Field[] {
  if ('fields' in field && Array.isArray(field.fields)) return field.fields as Field[];
  if ('field' in field && field.field) return [field.field as Field];
  return [];
}

/** The paths of the values in `value` that no field edits. */
function uneditable(value: unknown, fields: readonly Field[], path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => uneditable(item, fields, `${path}.${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return [`${path}.${name}`];
    const inside = subfields(field);
    // A list of plain values has one field for every item: its values sit under it directly.
    if ('field' in field && field.field && Array.isArray(inner)) return [];
    return inside.length === 0 ? [] : uneditable(inner, inside, `${path}.${name}`);
  });
}

/** One of a field's options, whatever its kind. */
function option(field: Field, name: string): unknown {
  return (field as Record<string, unknown>)[name];
}

function fieldAt(fields: readonly Field[], path: readonly string[]): Field {
  const [name, ...rest] = path;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${path.join('.')}`);
  return rest.length === 0 ? field : fieldAt(subfields(field), rest);
}

describe('the editor at /admin', () => {
  it('is a configuration Sveltia CMS accepts', () => {
    const schema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')) as object;
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
  });

  it('offers the facts and every page’s words, each language in its own file side by side', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: [...locales], default_locale: locales[0] });
    expect(entry('facts').file).toBe(facts.path);
    expect(entry('facts').i18n).toBeUndefined();
    for (const name of wordDocumentNames) {
      const { file, i18n } = entry(name);
      expect(i18n).toBe(true);
      for (const locale of locales) expect(file.replace('{{locale}}', locale)).toBe(wordsPath(name, locale));
    }
    expect(entries.map(({ name }) => name).sort()).toEqual(['facts', ...wordDocumentNames].sort());
  });

  it('offers every service level’s "Book this" answers, also for a level the file leaves out for having none', () => {
    // A copy of the content in which the first level has no answers, as the editor writes a level emptied of them.
    const copy = mkdtempSync(join(tmpdir(), 'editor-config-'));
    try {
      cpSync('src', join(copy, 'src'), { recursive: true });
      const raw = readRaw('facts') as { serviceLevels: string[]; serviceLevelAnswers: Record<string, object> };
      const [emptied = ''] = raw.serviceLevels;
      Reflect.deleteProperty(raw.serviceLevelAnswers, emptied);
      writeFileSync(join(copy, facts.path), JSON.stringify(raw));
      const copied = editorConfig({ projectRoot: copy, backend: { repo: 'owner/site', branch: 'main' } }).collections?.[0];
      const factsFields = copied && 'files' in copied ? (copied.files.find(({ name }) => name === 'facts')?.fields ?? []) : [];
      expect(subfields(fieldAt(factsFields, ['serviceLevelAnswers'])).map(({ name }) => name)).toEqual(raw.serviceLevels);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('has a field for every value the content holds', () => {
    expect(uneditable(readRaw('facts'), entry('facts').fields, 'facts')).toEqual([]);
    for (const name of wordDocumentNames) {
      for (const locale of locales) expect(uneditable(readRaw(name, locale), entry(name).fields, `${name}.${locale}`)).toEqual([]);
    }
  });

  it('marks every word of the pages as written once per language, and no fact', () => {
    const everyField = (fields: readonly Field[]): Field[] => fields.flatMap((field) => [field, ...everyField(subfields(field))]);
    for (const name of wordDocumentNames)
      expect(
        everyField(entry(name).fields).every((field) => field.i18n === true),
        name,
      ).toBe(true);
    expect(everyField(entry('facts').fields).some((field) => 'i18n' in field)).toBe(false);
  });

  it('shows a field’s doc comment from its schema as its hint', () => {
    // The comment over `display` in src/content/facts/schema.ts, read from the file as written.
    const source = readFileSync('src/content/facts/schema.ts', 'utf8');
    const comment = /\/\*\* (.+?) \*\/\s*display:/.exec(source)?.[1];
    expect(comment).toBeDefined();
    expect(option(fieldAt(entry('facts').fields, ['company', 'phone', 'display']), 'hint')).toBe(comment);
  });

  it('explains every field to the owner: each has a hint', () => {
    const unexplained = (fields: readonly Field[], path: string): string[] =>
      fields.flatMap((field) => [
        ...(option(field, 'hint') ? [] : [`${path}.${field.name}`]),
        ...unexplained(subfields(field), `${path}.${field.name}`),
      ]);
    expect(entries.flatMap(({ name, fields }) => unexplained(fields, name))).toEqual([]);
  });

  it('explains in the owner’s words: no code, file names or requirement ids in a hint (those go under @remarks)', () => {
    const hints = (fields: readonly Field[]): string[] =>
      fields.flatMap((field): string[] => {
        const hint = option(field, 'hint');
        return [typeof hint === 'string' ? hint : '', ...hints(subfields(field))];
      });
    const codeLike = entries
      .flatMap(({ fields }) => hints(fields))
      .filter((hint) => /`|\.(ts|json)\b|\bspec\b|\brequirement\b/i.test(hint));
    expect(codeLike).toEqual([]);
  });

  it('says of an id that the other files link by it, and keeps it from being changed', () => {
    const id = fieldAt(entry('facts').fields, ['counties', 'id']);
    expect(option(id, 'readonly')).toBe(true);
    expect(option(id, 'hint')).toMatch(/cannot be changed here/);
    const choices = fieldAt(entry('contact').fields, ['forms', 'contact', 'fields', 'subject', 'options']);
    expect([option(choices, 'allow_add'), option(choices, 'allow_remove')]).toEqual([false, false]);
    expect(option(fieldAt(subfields(choices), ['value']), 'readonly')).toBe(true);
  });

  it('refuses what the schema refuses, in the schema’s own words', () => {
    const phone = fieldAt(entry('facts').fields, ['company', 'phone', 'tel']);
    const tel = facts.schema.shape.company.shape.phone.shape.tel;
    expect(option(phone, 'required')).not.toBe(false);
    expect(option(phone, 'pattern')).toEqual([expect.any(String), z.safeParse(tel, '239 555 0100').error?.issues[0]?.message]);
    expect(new RegExp((option(phone, 'pattern') as [string, string])[0]).test('+12395550100')).toBe(true);

    const questions = fieldAt(entry('services').fields, ['faq', 'questions']);
    const questionsSchema = wordDocuments.services.schema.shape.faq.shape.questions;
    expect(z.safeParse(questionsSchema, []).success).toBe(false);
    expect(option(questions, 'min')).toBeGreaterThanOrEqual(1);

    const capacity = fieldAt(entry('facts').fields, ['vehicles', 'capacity', 'seated', 'min']);
    expect(capacity).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });

  it('limits every page’s title to what the company’s name leaves, as the build counts it', () => {
    const companyName = loadFacts().company.name;
    const room = titleMaximum - fullTitle('', companyName).length;
    const titled = wordDocumentNames.filter((name) => 'meta' in wordDocuments[name].schema.shape);
    expect(titled.length).toBeGreaterThan(0);
    for (const name of titled) {
      const title = fieldAt(entry(name).fields, ['meta', 'title']);
      expect(option(title, 'maxlength'), name).toBe(room);
      expect(option(title, 'hint'), name).toContain(`At most ${String(room)} characters here`);
      const words = readRaw(name) as { meta: { title: string } };
      const withTitle = (length: number) => ({ ...words, meta: { ...words.meta, title: 'T'.repeat(length) } });
      expect(() => checkWords(name, 'en', withTitle(room), loadFacts()), `${name}: a title at the editor's limit`).not.toThrow();
      expect(() => checkWords(name, 'en', withTitle(room + 1), loadFacts()), `${name}: one character more`).toThrow(/meta\.title/);
    }
  });

  it('keeps the ids that tie words to facts: such lists neither grow nor shrink, their ids read-only', () => {
    for (const name of ['counties', 'vehicles', 'hours', 'stats']) {
      const list = fieldAt(entry('facts').fields, [name]);
      expect([option(list, 'allow_add'), option(list, 'allow_remove')], name).toEqual([false, false]);
      expect(option(fieldAt(subfields(list), ['id']), 'readonly'), name).toBe(true);
    }
    const questions = fieldAt(entry('services').fields, ['faq', 'questions']);
    expect([option(questions, 'allow_add'), option(questions, 'allow_remove')]).toEqual([undefined, undefined]);
  });

  it('leaves optional what the schema lets be empty', () => {
    const alt = fieldAt(entry('home').fields, ['hero', 'image', 'alt']);
    expect(option(alt, 'required')).toBe(false);
  });

  it('saves empty a list the schema lets be empty: the editor refuses a required list with no entry', () => {
    const lists = (fields: readonly Field[]): Field[] =>
      fields.flatMap((field) => [...('multiple' in field || field.widget === 'list' ? [field] : []), ...lists(subfields(field))]);
    const everyList = entries.flatMap(({ fields }) => lists(fields));
    const emptyAllowed = everyList.filter((list) => ((option(list, 'min') as number | undefined) ?? 0) === 0);
    expect(emptyAllowed.map(({ name }) => name)).toContain('social');
    expect(
      emptyAllowed.filter((list) => ![false, undefined].includes(option(list, 'required') as boolean | undefined)).map(({ name }) => name),
    ).toEqual([]);
  });
});

describe('a schema the editor has no field for', () => {
  it('stops the build with the words src/admin/README.md names its section by, and the field', () => {
    const heading = /^## The build stops with "(.+) …"$/m.exec(readFileSync('src/admin/README.md', 'utf8'))?.[1];
    expect(heading).toBeDefined();
    const context = { path: '', docPath: '', values: [{}], document: [{}], docs: new Map(), translated: false, facts: loadFacts() };
    expect(() => objectFields({ joined: z.date() }, context)).toThrow(`${heading ?? ''} joined:`);
  });
});
