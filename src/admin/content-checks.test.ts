/**
 * One rule, checked where the owner types: every check the content's schemas and loader make is
 * either made by the editor too (a field's length, pattern, choices, required, a list's size, a list
 * that neither grows nor shrinks) or named in the owner's guide among the rules the editor cannot
 * check, which stop the build and go to a developer. A check added in neither place fails here.
 */
import type { Field } from '@sveltia/cms';
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { facts, wordDocumentNames, wordDocuments } from '../content/documents';
import type { TemplateMeta } from '../content/primitives';
import { editorConfigWithoutDocs } from '../../tests/support/editor-configuration.ts';

type Schema = z.core.$ZodType;

/** A check a schema makes, where, and what the editor's field there does about it. */
interface Found {
  where: string;
  check: string;
  /** Made by the editor too, or else named here for the guide. */
  editor: boolean;
  /** The editor's field where the check is made. */
  field?: Field | undefined;
}

/**
 * The rules a schema makes in code of its own (zod's refine and superRefine, whose code cannot be
 * read back), by where they are: either the editor makes them too (a list that neither grows nor
 * shrinks, choices, a pattern), or the owner's guide names them by the phrase given. A template's
 * placeholders are known by its schema's meta (TemplateMeta) and checked on the field's pattern.
 */
const customRules: readonly { at: RegExp; rule: string; editor?: (field: Field | undefined) => boolean; guide?: string }[] = [
  { at: /^facts$/, rule: 'an id named is one the facts have', editor: () => true },
  {
    at: /^facts\.(hours|counties|vehicles|stats)$/,
    rule: 'no id twice in a list of facts',
    editor: (field) => option(field, 'allow_add') === false,
  },
  {
    at: /^contact\.forms\.\w+\.fields\.\w+$/,
    rule: 'a choice’s options as the form’s table has them',
    editor: (field) => option(field, 'allow_add') === false || inner(field)?.some((sub) => option(sub, 'allow_add') === false) === true,
  },
  { at: /\.src$/, rule: 'a picture among the site’s pictures', guide: 'a picture that is not among the site’s pictures' },
  { at: /^facts\.civilRights\.taglines$/, rule: 'each tagline’s language once', guide: 'the same language given twice' },
  { at: /^facts\.hours\.\*$/, rule: 'opening and closing times together', guide: 'an opening time without a closing time' },
  { at: /^facts\.website$/, rule: 'the website’s address is the site’s root', guide: 'the site’s own address with a page after it' },
  {
    at: /^facts\.vehicles\.\*\.capacity$/,
    rule: 'one shape of several: seats or a stretcher',
    guide: 'a vehicle given both seats and a stretcher',
  },
];

/** What the guide says the editor cannot check. */
const guide = readFileSync('docs/owner-guide.md', 'utf8').replace(/\s+/g, ' ').replaceAll("'", '’');

function option(field: Field | undefined, name: string): unknown {
  return (field as Record<string, unknown> | undefined)?.[name];
}

function fieldNamed(fields: readonly Field[] | undefined, name: string): Field | undefined {
  return fields?.find((field) => field.name === name);
}

function inner(field: Field | undefined): readonly Field[] | undefined {
  const fields = option(field, 'fields');
  if (Array.isArray(fields)) return fields as Field[];
  const single = option(field, 'field') as Field | undefined;
  return single === undefined ? undefined : [single];
}

/** The custom checks of a schema (a refine or superRefine each). */
function customChecks(schema: Schema): z.core.$ZodCheckDef[] {
  return (schema._zod.def.checks ?? []).map((check) => check._zod.def).filter((def) => def.check === 'custom');
}

/** Every check under `schema`, walked beside the editor's `field` for it. */
function checksUnder(schema: Schema, field: Field | undefined, where: string): Found[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const template = ((z.globalRegistry.get(schema) ?? {}) as Partial<TemplateMeta>).placeholders !== undefined;
  const custom = customChecks(schema).map((): Found => ({
    where,
    check: template ? 'its placeholders' : 'custom',
    editor: template && option(field, 'pattern') !== undefined,
    field,
  }));
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return [...custom, ...checksUnder(def['innerType'] as Schema, field, where)];
    case 'pipe':
      return [...custom, ...checksUnder(def['in'] as Schema, field, where)];
    case 'object':
      return [
        ...custom,
        ...Object.entries(def['shape'] as Record<string, Schema>).flatMap(([name, child]) =>
          checksUnder(child, fieldNamed(inner(field), name), `${where}.${name}`),
        ),
      ];
    case 'record': {
      const keys = inner(field) ?? [];
      return [...custom, ...keys.flatMap((key) => checksUnder(def['valueType'] as Schema, key, `${where}.${key.name}`))];
    }
    case 'union':
      // One shape of several, all in one field group: the guide names the rule of one shape only.
      return [
        ...custom,
        { where, check: 'custom', editor: false, field },
        ...(def['options'] as Schema[]).flatMap((shape) => checksUnder(shape, field, where)),
      ];
    case 'array': {
      const fixed = option(field, 'allow_add') === false && option(field, 'allow_remove') === false;
      const sizes = (schema._zod.def.checks ?? []).flatMap((check) => {
        const size = check._zod.def as z.core.$ZodCheckDef & { check: string; minimum?: number; maximum?: number; length?: number };
        if (size.check === 'min_length')
          return [
            { check: `at least ${String(size.minimum)} entries`, editor: fixed || (option(field, 'min') as number) >= (size.minimum ?? 0) },
          ];
        if (size.check === 'max_length')
          return [{ check: `at most ${String(size.maximum)} entries`, editor: fixed || option(field, 'max') === size.maximum }];
        if (size.check === 'length_equals')
          return [
            {
              check: `exactly ${String(size.length)} entries`,
              editor: fixed || (option(field, 'min') === size.length && option(field, 'max') === size.length),
            },
          ];
        return [];
      });
      const element = def['element'] as Schema;
      // A list of choices is one select; a list of entries has one field for each entry's parts.
      const elementField =
        field?.widget === 'select' ? field : ((option(field, 'field') as Field | undefined) ?? ({ ...field, widget: 'object' } as Field));
      return [...custom, ...sizes.map((size) => ({ where, ...size })), ...checksUnder(element, elementField, `${where}.*`)];
    }
    case 'enum':
      return [...custom, { where, check: 'one of its choices', editor: field?.widget === 'select' }];
    case 'string': {
      const readonly = option(field, 'readonly') === true;
      const limits = (schema._zod.def.checks ?? []).flatMap((check) => {
        const limit = check._zod.def as z.core.$ZodCheckDef & { check: string; minimum?: number; maximum?: number; format?: string };
        // Never empty: required, or left out of the file when emptied (an optional field).
        if (limit.check === 'min_length')
          return [
            {
              check: `at least ${String(limit.minimum)} characters`,
              editor: field !== undefined && ((limit.minimum ?? 0) <= 1 || option(field, 'minlength') === limit.minimum),
            },
          ];
        if (limit.check === 'max_length')
          return [
            { check: `at most ${String(limit.maximum)} characters`, editor: readonly || option(field, 'maxlength') === limit.maximum },
          ];
        if (limit.check === 'string_format')
          return [
            {
              check: `a ${limit.format ?? 'pattern'}`,
              editor: readonly || field?.widget === 'select' || option(field, 'pattern') !== undefined,
            },
          ];
        return [];
      });
      const format = (def as { format?: string }).format;
      const formatted = format === undefined ? [] : [{ check: `a ${format}`, editor: readonly || option(field, 'pattern') !== undefined }];
      return [...custom, ...limits.map((limit) => ({ where, ...limit })), ...formatted.map((limit) => ({ where, ...limit }))];
    }
    case 'number': {
      return (schema._zod.def.checks ?? []).flatMap((check) => {
        const bound = check._zod.def as z.core.$ZodCheckDef & { check: string; value?: number };
        if (bound.check === 'greater_than')
          return [{ where, check: `at least ${String(bound.value)}`, editor: option(field, 'min') === bound.value }];
        if (bound.check === 'less_than')
          return [{ where, check: `at most ${String(bound.value)}`, editor: option(field, 'max') === bound.value }];
        return [];
      });
    }
    default:
      return custom;
  }
}

const config = editorConfigWithoutDocs();
const entries = (config.collections ?? []).flatMap((collection) => ('files' in collection ? collection.files : []));
const documents = [
  { name: 'facts', schema: facts.schema as Schema },
  ...wordDocumentNames.map((name) => ({ name, schema: wordDocuments[name].schema })),
];
const found = documents.flatMap(({ name, schema }) => {
  const entry = entries.find((file) => file.name === name);
  return checksUnder(schema, { name, widget: 'object', fields: entry?.fields ?? [] }, name);
});

function fieldAt(fields: readonly Field[] | undefined, path: readonly string[]): Field | undefined {
  const [name = '', ...rest] = path;
  const field = fieldNamed(fields, name);
  return rest.length === 0 ? field : fieldAt(inner(field), rest);
}

function entryFields(name: string): readonly Field[] {
  return entries.find((file) => file.name === name)?.fields ?? [];
}

/**
 * The loader's own checks (load.ts `factProblems`, each a `problems.push`), each with how the
 * editor makes it: read from the editor's configuration here.
 */
const loaderChecks: readonly { rule: string; editor: () => boolean }[] = [
  {
    rule: 'a page’s title fits in 60 characters with the company’s name',
    editor: () =>
      wordDocumentNames.every(
        (name) =>
          !('meta' in wordDocuments[name].schema.shape) ||
          typeof option(fieldAt(entryFields(name), ['meta', 'title']), 'maxlength') === 'number',
      ),
  },
  {
    rule: 'words for each service level and vehicle the facts have',
    editor: () =>
      option(fieldAt(entryFields('facts'), ['serviceLevels']), 'allow_add') === false &&
      option(fieldAt(entryFields('facts'), ['vehicles']), 'allow_add') === false,
  },
  {
    rule: 'no words for a service level or vehicle the facts lack',
    editor: () => inner(fieldAt(entryFields('services'), ['levels']))?.every((level) => option(level, 'widget') === 'object') === true,
  },
  {
    rule: 'more FAQ questions than “Faq initially shown”',
    editor: () =>
      option(fieldAt(entryFields('services'), ['faq', 'questions']), 'min') === (readRawFacts().faqInitiallyShown as number) + 1,
  },
];

function readRawFacts(): Record<string, unknown> {
  return JSON.parse(readFileSync(facts.path, 'utf8')) as Record<string, unknown>;
}

describe('every check the build makes on content', () => {
  it('counts the loader’s own checks, each made by the editor', () => {
    const pushed = readFileSync('src/content/load.ts', 'utf8').match(/problems\.push\(/g) ?? [];
    expect(pushed.length, 'a check load.ts makes that this list lacks').toBe(loaderChecks.length);
    expect(loaderChecks.filter(({ editor }) => !editor()).map(({ rule }) => rule)).toEqual([]);
  });

  it('is found in the schemas, of every kind', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it('is made by the editor as the owner types, or named in the owner’s guide for a developer', () => {
    const neither = found.flatMap((check) => {
      if (check.editor) return [];
      if (check.check === 'custom') {
        const rule = customRules.find(({ at }) => at.test(check.where));
        if (rule?.editor?.(check.field) === true) return [];
        if (rule?.guide !== undefined && guide.includes(rule.guide)) return [];
        return [`${check.where}: ${rule?.rule ?? 'a rule of its own, neither made by the editor nor named in the guide'}`];
      }
      return [`${check.where}: ${check.check}`];
    });
    expect(neither).toEqual([]);
  });
});
