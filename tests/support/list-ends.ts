/**
 * Every list of the content taken to one end at once, as far as the editor lets the owner take it:
 * `most` adds entries (up to a list's `max`, or a few past what it holds) in English, the language
 * the owner writes, so the others show them in English; `fewest` cuts each list to its `min` in
 * every language, as an owner removing an entry removes it from each. Made on a copy of the
 * project from the editor's own configuration (src/admin/editor-edits.ts), by
 * tests/build/edited-copy.build.test.ts and `npm run test:edits`, which build the copy and run the
 * tests on it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsConfig, Field } from '@sveltia/cms';
import { editsOf, listsAtTheirEnd } from '../../src/admin/editor-edits.ts';
import { defaultLocale, locales } from '../../src/i18n/locales.ts';
import { editJsonFile } from './owner-edits.ts';

export type ListEnd = 'most' | 'fewest';

/** One file of the editor's configuration: its name, its path (`{{locale}}` for the words) and its fields. */
interface EditorFile {
  name: string;
  file: string;
  fields: readonly Field[];
}

function editorFiles(config: Pick<CmsConfig, 'collections'>): EditorFile[] {
  return (config.collections ?? []).flatMap((collection) => ('files' in collection ? (collection.files as unknown as EditorFile[]) : []));
}

/** Takes every list of the copy at `project` to `end`; returns what was done, one line a list, for a report. */
export function makeListEnds(project: string, config: Pick<CmsConfig, 'collections'>, end: ListEnd): string[] {
  return editorFiles(config).flatMap(({ name, file, fields }) => {
    const languages = !file.includes('{{locale}}') ? [''] : end === 'most' ? [defaultLocale] : locales;
    return languages.flatMap((locale) => {
      const path = join(project, file.replace('{{locale}}', locale));
      if (!existsSync(path)) return [];
      let made: readonly string[] = [];
      editJsonFile(path, (value) => {
        const edits = listsAtTheirEnd(editsOf(name, fields, value), end);
        for (const edit of edits) edit.make(value);
        made = edits.map(({ what }) => what);
      });
      return made.map((what) => (locale === '' ? what : `${what} (${locale})`));
    });
  });
}
