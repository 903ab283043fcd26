/**
 * Edits made the way the editor makes them, read from its own configuration rather than written by
 * hand: for every list the owner may add to, an entry added (in English only, for the words); for
 * every list, its fewest and most entries; for every field with a limit, a value at it. Each edit
 * must pass the checks the build runs (the loader's, in memory, without a build), so whatever the
 * editor lets the owner save, the site takes. `npm run test:edits` makes a few such edits on a
 * built copy; this covers every field, in seconds.
 */
import type { Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { type WordDocument, wordDocumentNames } from '../content/documents';
import { fillFromEnglish } from '../content/fallback';
import { checkFacts, checkWords, readRaw } from '../content/load';
import type { Facts } from '../content/facts/schema';
import { defaultLocale, locales } from '../i18n/locales';
import { editorConfig } from './editor-config';

type Path = readonly (string | number)[];

interface Edit {
  /** What the owner did, as the test names it: "an entry added to trips: modes". */
  what: string;
  kind: 'entry added' | 'fewest entries' | 'most entries' | 'value at its limit';
  /** The edit, made on a copy of the file's contents. */
  make: (value: unknown) => void;
}

/** Text an owner might type where a pattern is asked for: the first that fits is used. */
const patternedSamples = [
  'new-entry',
  'http://www.example.com/new',
  'https://www.example.com/new',
  '/images/hero.svg',
  '+12395550100',
  '12345',
  '33901',
  '08:00',
  'fr',
];

/** A sentence of exactly `length` characters, or a short one where no length is asked. */
function sampleText(length: number | undefined): string {
  const sentence = 'An entry the owner added. ';
  return length === undefined
    ? sentence.trim()
    : sentence
        .repeat(Math.ceil(length / sentence.length))
        .slice(0, length)
        .trimEnd()
        .padEnd(length, 'x');
}

function option(field: Field, name: string): unknown {
  return (field as Record<string, unknown>)[name];
}

function subfields(field: Field): readonly Field[] | undefined {
  const fields = option(field, 'fields');
  return Array.isArray(fields) ? (fields as Field[]) : undefined;
}

/** A value the editor lets the owner enter in `field`, in the place of `like` (a value already there, if any). */
function sampleValue(field: Field, like: unknown): unknown {
  const pattern = option(field, 'pattern') as [string, string] | undefined;
  switch (field.widget) {
    case 'string':
    case 'text': {
      if (pattern === undefined) return sampleText(option(field, 'maxlength') as number | undefined);
      const fits = patternedSamples.find((sample) => new RegExp(pattern[0]).test(sample));
      return fits ?? like;
    }
    case 'number':
      return option(field, 'min') ?? like;
    case 'select': {
      const [first] = (option(field, 'options') as unknown[] | undefined) ?? [];
      return option(field, 'multiple') === true ? [first] : first;
    }
    case 'list':
      return Array.isArray(like) ? like.map((item) => sampleEntry(field, item)) : like;
    case 'object': {
      const inner = isObject(like) ? like : {};
      return Object.fromEntries((subfields(field) ?? []).map((sub) => [sub.name, sampleValue(sub, inner[sub.name])]));
    }
    default:
      return like;
  }
}

/** A new entry of a list as the editor makes it: each of its fields given a value the editor takes. */
function sampleEntry(list: Field, like: unknown): unknown {
  const single = option(list, 'field') as Field | undefined;
  if (single !== undefined) return sampleValue(single, like);
  return sampleValue({ ...list, widget: 'object' } as Field, like);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);
}

function set(root: unknown, path: Path, value: unknown): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) ?? ''] = value;
}

/** Every edit the editor's fields allow on `value` (the file as it is), by the editor's own options. */
function editsOf(entry: string, fields: readonly Field[], value: unknown, path: Path = []): Edit[] {
  return fields.flatMap((field): Edit[] => {
    const here = [...path, field.name];
    const current = at(value, here);
    const name = `${entry}: ${here.join('.')}`;
    if (option(field, 'readonly') === true || current === undefined) return [];
    switch (field.widget) {
      case 'object':
        return editsOf(entry, subfields(field) ?? [], value, here);
      case 'list': {
        if (!Array.isArray(current)) return [];
        const min = option(field, 'min') as number | undefined;
        const max = option(field, 'max') as number | undefined;
        const addable = option(field, 'allow_add') !== false;
        const edits: Edit[] = [];
        if (addable && (max === undefined || current.length < max))
          edits.push({
            what: `an entry added to ${name}`,
            kind: 'entry added',
            make: (root) => {
              (at(root, here) as unknown[]).push(sampleEntry(field, current.at(-1)));
            },
          });
        if (option(field, 'allow_remove') !== false && current.length > (min ?? 0))
          edits.push({
            what: `${name} down to ${String(min ?? 0)}`,
            kind: 'fewest entries',
            make: (root) => {
              set(root, here, current.slice(0, min ?? 0));
            },
          });
        if (addable && max !== undefined && current.length < max)
          edits.push({
            what: `${name} up to ${String(max)}`,
            kind: 'most entries',
            make: (root) => {
              const list = at(root, here) as unknown[];
              while (list.length < max) list.push(sampleEntry(field, current.at(-1)));
            },
          });
        // Inside each entry, as the editor shows each with the same fields: the first stands for all.
        const entryFields = subfields(field);
        return entryFields === undefined || current.length === 0 ? edits : [...edits, ...editsOf(entry, entryFields, value, [...here, 0])];
      }
      case 'string':
      case 'text': {
        const edits: Edit[] = [];
        const pattern = option(field, 'pattern');
        for (const length of [option(field, 'minlength'), option(field, 'maxlength')])
          if (typeof length === 'number' && pattern === undefined)
            edits.push({
              what: `${name} at ${String(length)} characters`,
              kind: 'value at its limit',
              make: (root) => {
                set(root, here, sampleText(length));
              },
            });
        return edits;
      }
      case 'number':
        return (['min', 'max'] as const).flatMap((limit) => {
          const bound = option(field, limit);
          return typeof bound === 'number'
            ? [
                {
                  what: `${name} at its ${limit}, ${String(bound)}`,
                  kind: 'value at its limit' as const,
                  make: (root: unknown) => {
                    set(root, here, bound);
                  },
                },
              ]
            : [];
        });
      default:
        return [];
    }
  });
}

const config = editorConfig({ projectRoot: process.cwd(), backend: { repo: 'owner/site', branch: 'main' }, docs: new Map() });
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
  return editsOf(entry.name, entry.fields, value).map((edit) => ({ ...edit, document, value }));
});

describe('every edit the editor allows', () => {
  it('is found in the editor’s configuration, of every kind', () => {
    const kinds = new Set(edits.map(({ kind }) => kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['entry added', 'fewest entries', 'value at its limit']));
  });

  it.each(edits.map((edit) => [edit.what, edit] as const))('%s: the build takes it', (_what, { document, value, make }) => {
    const edited = structuredClone(value);
    make(edited);
    if (document === undefined) checkAllWords(checkFacts(edited));
    else checkAllWords(facts, document, edited);
  });
});
