/**
 * The editor follows the schemas with nobody editing its configuration: a field a developer adds
 * to a schema, with its doc comment and its rule, is in the built editor at /admin.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';
import { wordsPath } from '../../src/content/documents.ts';
import { locales } from '../../src/i18n/locales.ts';

interface ConfigField {
  name: string;
  label?: string;
  hint?: string;
  required?: boolean;
  i18n?: boolean;
  pattern?: [string, string];
}

describe('a field added to a schema', () => {
  const project = copyProject('editor-build-');

  it('appears in the editor with its label, its doc comment as the hint and its rule', async () => {
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
    for (const locale of locales) {
      const file = join(project, wordsPath('home', locale));
      writeFileSync(file, `${JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), foundedIn: '2014' }, null, 2)}\n`);
    }

    const { ok, output } = await runAstro(project, ['build'], { ...process.env, ...buildVariables });
    expect(ok, output).toBe(true);

    const config = JSON.parse(readFileSync(join(project, 'dist', editorPaths.config), 'utf8')) as {
      collections: { files: { name: string; fields: ConfigField[] }[] }[];
    };
    const home = config.collections.flatMap(({ files }) => files).find(({ name }) => name === 'home');
    expect(home?.fields.find(({ name }) => name === 'foundedIn')).toEqual({
      name: 'foundedIn',
      label: 'Founded in',
      hint: 'The year the company first drove a rider, shown nowhere yet.',
      i18n: true,
      widget: 'string',
      required: true,
      pattern: ['^\\d{4}$', 'must be a year such as "2014"'],
    });
  }, 120_000);
});
