/**
 * The editor's fields for one content document, read from the zod schema the build checks it with:
 * each field's kind, whether it is required, its limits (lengths, list sizes, numbers, patterns)
 * with the schema's own words where the editor can show them, and its doc comment as the hint.
 * What the editor cannot express (a template's placeholders, a check across fields) the build
 * still refuses, naming the file and the field.
 */
import type { Field, ObjectField, SelectField, StringField, TextField } from '@sveltia/cms';
import { z } from 'astro/zod';
import type { FieldPath } from './field-docs';
import {
  fullTitle,
  type IdOfMeta,
  type KeyListMeta,
  missingPlaceholder,
  type MoreThanFactMeta,
  type RecordKeysMeta,
  type TemplateMeta,
  type TitleMeta,
  titleMaximum,
} from '../content/primitives';
import { defaultLocale } from '../i18n/locales';

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck;

/** What the walk knows at a field besides its schema. */
export interface FieldContext {
  /** The field's path, with a record's keys as they are (`levels.wheelchair.name`). */
  path: FieldPath;
  /** The same path with each record key as "*", as a record's doc comment is found. */
  docPath: FieldPath;
  /** The values the content files hold here today, in every language: they show which records' keys exist and which texts run long. */
  values: readonly unknown[];
  /** The whole document's values in every language, where a record finds the list naming its keys. */
  document: readonly unknown[];
  /** The doc comments of the document's fields. */
  docs: ReadonlyMap<FieldPath, string>;
  /** Whether the field is written once per language (every field of a word document). */
  translated: boolean;
  /** By field path: what a language has not translated yet there, said under the field after its hint. */
  untranslated?: ReadonlyMap<FieldPath, string>;
  /**
   * The facts as they are today: a page's title is counted with the company's name (`TitleMeta`),
   * an id chosen from theirs (`IdOfMeta`), the FAQ's least length read from them (`MoreThanFactMeta`).
   */
  facts: FactsToday;
}

/** The parts of the facts the editor's limits read, as the file holds them today. */
export interface FactsToday {
  company: { name: string };
  serviceLevels: readonly string[];
  vehicles: readonly { id: string }[];
  faqInitiallyShown: number;
}

/** A schema's meta, as the content's schemas declare it with `.meta()`. */
function metaOf<Meta>(schema: Schema): Partial<Meta> {
  return (z.globalRegistry.get(schema) ?? {}) as Partial<Meta>;
}

/** The ids an `IdOfMeta` field chooses from: the facts' today. */
function idsOf(schema: Schema, context: FieldContext): string[] | undefined {
  const { idOf } = metaOf<IdOfMeta>(schema);
  if (idOf === undefined) return undefined;
  return idOf === 'serviceLevels' ? [...context.facts.serviceLevels] : context.facts.vehicles.map(({ id }) => id);
}

/**
 * The fields by which the site names an item of a list: other files' words name a county by its
 * `id` ("lee"), and the forms read a choice by its `value` ("cotizacion"). The editor shows them
 * but does not change them, and neither adds nor removes such items: each needs its words in both
 * languages and often more (a county its ZIP codes, a choice its place in the form's table), a
 * developer's change.
 */
const keyFields: ReadonlySet<string> = new Set(['id', 'value']);
const fixedListHint = 'Adding or removing one is a change for a developer.';
/** A list whose entries the editor neither adds, removes nor copies. */
const fixedList = { allow_add: false, allow_remove: false, allow_duplicate: false } as const;

/** A field's hint with a sentence more after it. */
function hintWith(base: { hint?: string }, more: string): string {
  return [base.hint, more].filter(Boolean).join(' ');
}
/** Said under every list written per language: the owner may add an entry in the languages they write. */
const untranslatedEntryHint =
  'An entry added here and not yet written in another language shows there in English, with a note, until it is.';
const keyHint =
  'The name the site knows this item by. It cannot be changed here: the words and pages that use it would lose it. A developer renames it everywhere at once.';

/** A text longer than this anywhere in the content gets a box of several lines. */
const longText = 80;

/** "faqInitiallyShown" and "door-to-door" as the editor labels them: "Faq initially shown", "Door to door". */
function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The message a check's author wrote, such as "must not be empty"; undefined where zod's own would show. */
function messageOf(def: { error?: z.core.$ZodErrorMap<never> | undefined }): string | undefined {
  const result = def.error?.(undefined as never);
  return typeof result === 'string' ? result : (result?.message ?? undefined);
}

function checksOf(schema: Schema): readonly Check[] {
  return schema._zod.def.checks ?? [];
}

function childContext(context: FieldContext, name: string, key: 'field' | 'recordKey'): FieldContext {
  const values = context.values.flatMap((value) => (isRecord(value) && name in value ? [value[name]] : []));
  return {
    ...context,
    path: context.path ? `${context.path}.${name}` : name,
    docPath: `${context.docPath ? `${context.docPath}.` : ''}${key === 'field' ? name : '*'}`,
    values,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field for `name` in an object. */
function editorField(name: string, schema: Schema, context: FieldContext): Field {
  // A schema made from a table (a form's words, one per field of the form) has no comment of its own: its maker describes it.
  const hint = context.docs.get(context.path) ?? context.docs.get(context.docPath) ?? z.globalRegistry.get(schema)?.description;
  return withUntranslated(fieldFor(schema, described(name, context, hint), context, true), context);
}

/** A field's help, then, last, what a language lacks there. */
function withUntranslated(field: Field, context: FieldContext): Field {
  const note = context.untranslated?.get(context.path);
  if (note === undefined) return field;
  const { hint } = field as { hint?: string };
  return { ...field, hint: [hint, note].filter(Boolean).join(' ') } as Field;
}

/** What every field says of itself: its name, its label, whether it is written per language, its hint. */
function described(name: string, context: FieldContext, hint: string | undefined): Described {
  return { name, label: fieldLabel(name), ...(context.translated ? { i18n: true } : {}), ...(hint ? { hint } : {}) };
}

interface Described {
  name: string;
  label: string;
  hint?: string;
  i18n?: boolean;
}

/**
 * The field for `schema`. A field written per language is required in English only: the owner
 * may leave a language they do not write empty, and the page shows English there
 * (src/content/fallback.ts).
 */
function fieldFor(schema: Schema, base: Described, context: FieldContext, required: boolean): Field {
  const field = fieldOfKind(schema, base, context, required);
  return context.translated && 'required' in field && field.required === true ? { ...field, required: [defaultLocale] } : field;
}

function fieldOfKind(schema: Schema, base: Described, context: FieldContext, required: boolean): Field {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return fieldFor(def.innerType, base, context, false);
    case 'pipe':
      // A transform after the check (an image's size read from its file): the editor edits what goes in.
      return fieldFor(def.in, base, context, required);
    case 'string': {
      const ids = idsOf(schema, context);
      return ids === undefined
        ? stringField(schema, base, context, required)
        : ({ ...base, widget: 'select', options: ids, required } satisfies SelectField);
    }
    case 'number':
      return numberField(schema, base, required);
    case 'boolean':
      return { ...base, widget: 'boolean', required };
    case 'enum':
      return { ...base, widget: 'select', options: enumOptions(schema), required } satisfies SelectField;
    case 'array':
      return listField(schema, def.element, base, context, required);
    case 'object':
      return { ...base, widget: 'object', required, fields: objectFields(def.shape, context) } satisfies ObjectField;
    case 'record':
      return {
        ...base,
        widget: 'object',
        required,
        fields: recordFields(schema, def.keyType, def.valueType, context),
      } satisfies ObjectField;
    case 'union':
      return unionField(def.options, base, context, required);
    default:
      throw new Error(
        `The editor has no field for ${context.path}: its schema is a zod "${def.type}". Add that kind to src/admin/editor-fields.ts.`,
      );
  }
}

export function objectFields(shape: Readonly<Record<string, Schema>>, context: FieldContext): Field[] {
  return Object.entries(shape).map(([name, schema]) => editorField(name, schema, childContext(context, name, 'field')));
}

function keysFromList(record: Schema, context: FieldContext): string[] {
  const { keysFrom } = metaOf<RecordKeysMeta>(record);
  if (keysFrom === undefined) return [];
  return context.document.flatMap((value) => {
    const list = isRecord(value) ? value[keysFrom] : undefined;
    return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : [];
  });
}

/**
 * A record has one field per key: the enum's keys, or those its key list and the content hold today (a county, a
 * service level). A record whose values may all be left empty, which the editor then leaves out of the
 * file, keeps a field for each key by naming its key list.
 */
function recordFields(record: Schema, keyType: Schema, valueType: Schema, context: FieldContext): Field[] {
  const keys =
    (keyType as z.core.$ZodTypes)._zod.def.type === 'enum'
      ? enumOptions(keyType)
      : [...new Set([...keysFromList(record, context), ...context.values.flatMap((value) => (isRecord(value) ? Object.keys(value) : []))])];
  return keys.map((key) => {
    const keyContext = childContext(context, key, 'recordKey');
    // A key's own comment, else the record's.
    const hint = context.docs.get(keyContext.path) ?? context.docs.get(context.docPath);
    return withUntranslated(fieldFor(valueType, described(key, context, hint), keyContext, true), keyContext);
  });
}

function enumOptions(schema: Schema): string[] {
  const def = (schema as z.core.$ZodEnum)._zod.def;
  return Object.values(def.entries).map(String);
}

/** A pattern the editor checks as the owner types, with the words the schema gives when it fails. */
function patternOf(schema: Schema): [string, string] | undefined {
  const def = (schema as z.core.$ZodString)._zod.def as z.core.$ZodStringDef & { format?: string; pattern?: RegExp };
  for (const check of checksOf(schema)) {
    const checkDef = check._zod.def as z.core.$ZodCheckDef & { check: string; pattern?: RegExp };
    if (checkDef.check === 'string_format' && checkDef.pattern)
      return [checkDef.pattern.source, messageOf(checkDef) ?? `must match ${checkDef.pattern.source}`];
  }
  // An address that must be https:// (the site's own, a privacy notice's) is asked for as such.
  if (def.format === 'url')
    return [
      z.safeParse(schema, 'http://www.example.com/').success ? '^https?://\\S+$' : '^https://\\S+$',
      messageOf(def) ?? 'must be a web address',
    ];
  if (def.pattern) return [def.pattern.source, messageOf(def) ?? `must be a valid ${def.format ?? 'value'}`];
  return undefined;
}

function lengthLimits(schema: Schema): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    const def = check._zod.def as z.core.$ZodCheckDef & { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === 'min_length' && def.minimum !== undefined) limits.min = def.minimum;
    if (def.check === 'max_length' && def.maximum !== undefined) limits.max = def.maximum;
    if (def.check === 'length_equals' && def.length !== undefined) limits.min = limits.max = def.length;
  }
  return limits;
}

/** What a page's title may hold for its whole title, the company's name after it, to fit `titleMaximum`. */
function titleRoom(schema: Schema, context: FieldContext): number | undefined {
  return metaOf<TitleMeta>(schema).withCompanyName === true ? titleMaximum - fullTitle('', context.facts.company.name).length : undefined;
}

/** A template's placeholders as a pattern the editor checks as the owner types, in the build's words. */
function placeholdersPattern(schema: Schema): [string, string] | undefined {
  const { placeholders } = metaOf<TemplateMeta>(schema);
  if (placeholders === undefined || placeholders.length === 0) return undefined;
  const lookaheads = placeholders.map((placeholder) => `(?=[\\s\\S]*\\{${placeholder}\\})`).join('');
  return [`^${lookaheads}[\\s\\S]*$`, placeholders.map(missingPlaceholder).join('; ')];
}

function stringField(schema: Schema, base: Described, context: FieldContext, required: boolean): StringField | TextField {
  const { min, max: ownMax } = lengthLimits(schema);
  const room = titleRoom(schema, context);
  const max = room === undefined ? ownMax : Math.min(room, ownMax ?? room);
  const pattern = placeholdersPattern(schema) ?? patternOf(schema);
  const runsLong = context.values.some((value) => typeof value === 'string' && (value.length > longText || value.includes('\n')));
  const roomHint =
    room === undefined ? undefined : `At most ${String(room)} characters here, with “ | ${context.facts.company.name}” added after it.`;
  return {
    ...base,
    ...(roomHint === undefined ? {} : { hint: hintWith(base, roomHint) }),
    widget: runsLong ? 'text' : 'string',
    // Required where the schema refuses an empty string; an image's alt text may be left empty.
    required: required && !z.safeParse(schema, '').success,
    ...(min !== undefined && min > 1 ? { minlength: min } : {}),
    ...(max !== undefined ? { maxlength: max } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

function numberField(schema: Schema, base: Described, required: boolean): Field {
  const def = (schema as z.core.$ZodNumber)._zod.def as z.core.$ZodNumberDef & { format?: string };
  const limits: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    const checkDef = check._zod.def as z.core.$ZodCheckDef & { check: string; value?: number; inclusive?: boolean };
    if (checkDef.value === undefined) continue;
    if (checkDef.check === 'greater_than') limits.min = checkDef.inclusive ? checkDef.value : checkDef.value + 1;
    if (checkDef.check === 'less_than') limits.max = checkDef.inclusive ? checkDef.value : checkDef.value - 1;
  }
  const whole = def.format?.includes('int') === true;
  return { ...base, widget: 'number', value_type: whole ? 'int' : 'float', required, ...limits };
}

function listField(schema: Schema, element: Schema, base: Described, context: FieldContext, required: boolean): Field {
  const { min: ownMin, max } = lengthLimits(schema);
  const { moreThan } = metaOf<MoreThanFactMeta>(schema);
  const min = moreThan === undefined ? ownMin : Math.max(ownMin ?? 0, context.facts[moreThan] + 1);
  const limits = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  // The editor takes a required list to need an entry, and will not save it empty: a list the
  // schema lets be empty (the social profiles, with none) is no required field there.
  const needsEntry = required && (min ?? 0) > 0;
  const items = { ...context, values: context.values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [])) };
  const elementDef = (element as z.core.$ZodTypes)._zod.def;
  if (elementDef.type === 'enum')
    return {
      ...base,
      widget: 'select',
      multiple: true,
      options: enumOptions(element),
      required: needsEntry,
      ...limits,
    } satisfies SelectField;
  const ids = idsOf(element, context);
  if (ids !== undefined)
    return { ...base, widget: 'select', multiple: true, options: ids, required: needsEntry, ...limits } satisfies SelectField;
  if (metaOf<KeyListMeta>(schema).keyList === true) {
    const item = fieldFor(element, { ...base, name: 'item' }, items, true);
    return {
      ...base,
      hint: hintWith(base, fixedListHint),
      widget: 'list',
      required: needsEntry,
      ...limits,
      field: { ...item, readonly: true },
      ...fixedList,
    } as Field;
  }
  // An item says what its list says.
  const item = fieldFor(element, { ...base, name: 'item' }, items, true);
  if (item.widget === 'object' && 'fields' in item) {
    const { fields } = item as ObjectField & { fields: Field[] };
    const firstText = fields.find((field) => field.widget === 'string' || field.widget === 'text' || field.widget === 'select');
    const list = {
      ...base,
      widget: 'list',
      required: needsEntry,
      ...limits,
      ...(firstText ? { summary: `{{fields.${firstText.name}}}` } : {}),
      collapsed: 'auto',
    } as const;
    if (!fields.some((field) => keyFields.has(field.name))) return { ...list, ...translatedListHint(base, context), fields };
    return {
      ...list,
      hint: hintWith(base, fixedListHint),
      fields: fields.map((field) => (keyFields.has(field.name) ? { ...field, readonly: true, hint: keyHint } : field)),
      ...fixedList,
    };
  }
  return { ...base, widget: 'list', required: needsEntry, ...limits, ...translatedListHint(base, context), field: item };
}

/** A list the owner adds entries to, in a document written per language, says what an entry left untranslated does. */
function translatedListHint(base: Described, context: FieldContext): { hint?: string } {
  return context.translated ? { hint: hintWith(base, untranslatedEntryHint) } : {};
}

/**
 * One of several shapes (a vehicle seats from `min` to `max` people, or carries one lying down): one
 * object holding every shape's fields, none of them required, so the owner fills in the one that fits;
 * the build checks that exactly one shape is there.
 */
function unionField(options: readonly Schema[], base: Described, context: FieldContext, required: boolean): Field {
  const shapes = options.map((option) => {
    const def = (option as z.core.$ZodTypes)._zod.def;
    if (def.type !== 'object')
      throw new Error(`The editor has no field for ${context.path}: it is a choice of shapes that are not all objects.`);
    return def.shape;
  });
  const fields = shapes.flatMap((shape) => objectFields(shape, context)).map((field) => ({ ...field, required: false }));
  return { ...base, widget: 'object', required, fields } as ObjectField;
}
