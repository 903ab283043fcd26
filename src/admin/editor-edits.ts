/**
 * Edits made the way the editor makes them, read from its own configuration (its fields, their
 * `min`, `max`, `pattern`, `maxlength`) rather than written by hand. src/admin/editor-edits.test.ts
 * makes each one alone, in memory; tests/build/edited-copy.build.test.ts and `npm run test:edits`
 * make every list's most and fewest entries at once on a copy of the project and build it.
 *
 * Plain data in, plain data out, with no import that needs the build's module resolution, so the
 * scripts under plain Node run it on the editor's configuration as the build wrote it.
 */
import type { Field } from '@sveltia/cms';

type Path = readonly (string | number)[];

export interface Edit {
  /** What the owner did, as a test names it: "an entry added to trips: modes". */
  what: string;
  kind: 'entry added' | 'fewest entries' | 'most entries' | 'value at its limit';
  /** Where in the file: the list for the edits of a list. */
  path: Path;
  /** The edit, made on a copy of the file's contents. */
  make: (value: unknown) => void;
}

/** How many entries a list with no most is given for its "most": enough that a count kept anywhere shows. */
const entriesAddedWithoutMost = 3;

/** Languages of the counties the content does not name yet, one for each entry added to a list of languages. */
const sampleLanguages = ['fr', 'de', 'it', 'pl', 'ru', 'vi', 'zh', 'ko', 'ar', 'tl'];

/** Text an owner might type where a pattern is asked for: the first that fits is used, numbered where that fits too. */
const patternedSamples: readonly ((serial: number) => string)[] = [
  (serial) => `new-entry-${String(serial)}`,
  () => 'new-entry',
  (serial) => `https://www.example.com/new-${String(serial)}`,
  () => 'http://www.example.com/new',
  () => '/images/hero.svg',
  (serial) => `+1239555010${String(serial % 10)}`,
  () => '12345',
  () => '33901',
  () => '08:00',
  (serial) => sampleLanguages[serial % sampleLanguages.length] ?? 'fr',
];

/** A sentence of exactly `length` characters, or a short one where no length is asked; `tag` (a list, a field, an entry's number) tells samples apart. */
function sampleText(length: number | undefined, tag = ''): string {
  const sentence = `${tag === '' ? '' : `${tag}: `}An entry the owner added. `;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which new entry a sample is for: its list's place in the file and its number, so no two samples read alike. */
interface SampleOf {
  list: string;
  serial: number;
}

/** A value the editor lets the owner enter in `field`, in the place of `like` (a value already there, if any). */
function sampleValue(field: Field, like: unknown, of: SampleOf): unknown {
  const { serial } = of;
  const pattern = option(field, 'pattern') as [string, string] | undefined;
  switch (field.widget) {
    case 'string':
    case 'text': {
      if (pattern === undefined)
        return sampleText(option(field, 'maxlength') as number | undefined, `${of.list} ${field.name} ${String(serial)}`);
      const fits = patternedSamples.map((sample) => sample(serial)).find((sample) => new RegExp(pattern[0]).test(sample));
      return fits ?? like;
    }
    case 'number':
      return option(field, 'min') ?? like;
    case 'select': {
      const [first] = (option(field, 'options') as unknown[] | undefined) ?? [];
      return option(field, 'multiple') === true ? [first] : first;
    }
    case 'list':
      return Array.isArray(like) ? like.map((item) => sampleEntry(field, item, of)) : like;
    case 'object': {
      const inner = isObject(like) ? like : {};
      return Object.fromEntries((subfields(field) ?? []).map((sub) => [sub.name, sampleValue(sub, inner[sub.name], of)]));
    }
    default:
      return like;
  }
}

/** A new entry of a list as the editor makes it: each of its fields given a value the editor takes. */
function sampleEntry(list: Field, like: unknown, of: SampleOf): unknown {
  const single = option(list, 'field') as Field | undefined;
  if (single !== undefined) return sampleValue(single, like, of);
  return sampleValue({ ...list, widget: 'object' } as Field, like, of);
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);
}

function set(root: unknown, path: Path, value: unknown): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) ?? ''] = value;
}

/** Entries added to the list at `path` until it holds `length`, each new one numbered. */
function growTo(root: unknown, path: Path, list: Field, length: number): void {
  const entries = at(root, path) as unknown[];
  const like = entries.at(-1);
  while (entries.length < length) entries.push(sampleEntry(list, like, { list: path.join('.'), serial: entries.length + 1 }));
}

/** Every edit the editor's fields allow on `value` (the file as it is), by the editor's own options; `entry` names the file. */
export function editsOf(entry: string, fields: readonly Field[], value: unknown, path: Path = []): Edit[] {
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
        const most = max ?? current.length + entriesAddedWithoutMost;
        const edits: Edit[] = [];
        if (addable && (max === undefined || current.length < max))
          edits.push({
            what: `an entry added to ${name}`,
            kind: 'entry added',
            path: here,
            make: (root) => {
              growTo(root, here, field, current.length + 1);
            },
          });
        // Emptied, a list that is not required is left out of the file, as the editor writes it (omit_empty_optional_fields).
        const leftOut = (min ?? 0) === 0 && option(field, 'required') === false;
        if (option(field, 'allow_remove') !== false && current.length > (min ?? 0))
          edits.push({
            what: `${name} down to ${String(min ?? 0)}${leftOut ? ', left out of the file' : ''}`,
            kind: 'fewest entries',
            path: here,
            make: (root) => {
              if (leftOut) Reflect.deleteProperty(at(root, here.slice(0, -1)) as object, field.name);
              else set(root, here, (at(root, here) as unknown[]).slice(0, min ?? 0));
            },
          });
        if (addable && current.length < most)
          edits.push({
            what: `${name} up to ${String(most)}`,
            kind: 'most entries',
            path: here,
            make: (root) => {
              growTo(root, here, field, most);
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
              path: here,
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
                  path: here,
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

/**
 * Of `edits`, those that take every list to one end, `most` or `fewest` entries, at once: the
 * list edits of one kind, inner lists before the lists that hold them, so an entry a list loses
 * takes its inner list's edit with it and an entry it gains copies an inner list already at its end.
 */
export function listsAtTheirEnd(edits: readonly Edit[], end: 'most' | 'fewest'): Edit[] {
  const kind = end === 'most' ? 'most entries' : 'fewest entries';
  return edits.filter((edit) => edit.kind === kind).toSorted((one, other) => other.path.length - one.path.length);
}
