/**
 * What the build derives from the source follows the source, with nobody editing what it makes.
 * One copy of the project is changed twice over and built once:
 *
 * - the editor follows the schemas: a field a developer adds to a schema, with its doc comment and
 *   its rule, is in the built editor at /admin;
 * - the typeface's fallback faces are measured from the font files at build (src/typeface/): the
 *   built pages' fallback faces carry the overrides Capsize computes from the file each face names,
 *   and its `ch` that file's "0"; a face given another file gets that file's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';
import { wordsPath } from '../../src/content/documents.ts';
import { locales } from '../../src/i18n/locales.ts';
import { typefaceFaces } from '../../src/typeface/faces.ts';
import { platformFallbacks } from '../../src/typeface/fallbacks.ts';
import { typefaceCss } from '../../src/typeface/fallback-css.ts';
import { readFontFile } from '../../src/typeface/read-font.ts';

interface ConfigField {
  name: string;
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

describe('a copy of the project with a field added to a schema and another font file for a face', () => {
  const project = copyProject('derived-build-');
  const [regular] = typefaceFaces;
  const otherFont = '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2';

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
    for (const locale of locales) {
      const file = join(project, wordsPath('home', locale));
      writeFileSync(file, `${JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), foundedIn: '2014' }, null, 2)}\n`);
    }
    const faces = join(project, 'src/typeface/faces.ts');
    writeFileSync(faces, readFileSync(faces, 'utf8').replace(regular.file, otherFont));

    const { ok, output } = await runAstro(project, ['build'], { ...process.env, ...buildVariables });
    expect(ok, output).toBe(true);
  }, 120_000);

  it('has the field in the editor with its label, its doc comment as the hint and its rule', () => {
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
  });

  it('gives each fallback face the overrides measured from the font file its face names: another file, other overrides', async () => {
    const built = fallbackFaces(readFileSync(join(project, 'dist/index.html'), 'utf8'));
    const measuredFromOther = fallbackFaces(await expectedCss((file) => (file === regular.file ? otherFont : file)));
    const measuredFromOwn = fallbackFaces(await expectedCss((file) => file));
    expect(built).toHaveLength(typefaceFaces.length * platformFallbacks.length + 1);
    expect(built).toEqual(measuredFromOther);
    expect(built).not.toEqual(measuredFromOwn);
  });
});
