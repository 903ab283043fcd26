/**
 * The typeface's fallback faces are measured from the font files at build (src/typeface/): the built
 * pages' fallback faces carry the overrides Capsize computes from the file each face names, and
 * its `ch` that file's "0"; a face given another file gets that file's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typefaceFaces } from '../../src/typeface/faces.ts';
import { platformFallbacks } from '../../src/typeface/fallbacks.ts';
import { typefaceCss } from '../../src/typeface/fallback-css.ts';
import { readFontFile } from '../../src/typeface/read-font.ts';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';

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

describe('the typeface', () => {
  const project = copyProject('build-typeface-');
  const [regular] = typefaceFaces;
  const otherFont = '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2';

  it('gives each fallback face the overrides measured from the font file its face names: another file, other overrides', async () => {
    const faces = join(project, 'src/typeface/faces.ts');
    writeFileSync(faces, readFileSync(faces, 'utf8').replace(regular.file, otherFont));
    const { ok, output } = await runAstro(project, ['build'], { ...process.env, ...buildVariables });
    expect(ok, output).toBe(true);
    const built = fallbackFaces(readFileSync(join(project, 'dist/index.html'), 'utf8'));

    const measuredFromOther = fallbackFaces(await expectedCss((file) => (file === regular.file ? otherFont : file)));
    const measuredFromOwn = fallbackFaces(await expectedCss((file) => file));
    expect(built).toHaveLength(typefaceFaces.length * platformFallbacks.length + 1);
    expect(built).toEqual(measuredFromOther);
    expect(built).not.toEqual(measuredFromOwn);
  }, 120_000);
});
