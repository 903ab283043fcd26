/**
 * The typeface's CSS, made at build from the font files (vite-plugin.ts): each face of the web font,
 * shown as soon as it arrives (`font-display: swap`), and for each weight a fallback face per
 * platform: the system face it names, resized and given the web font's ascent, descent and line
 * gap (Capsize's `createFontStack`), so the swap moves the text as little as the two faces' shapes
 * allow.
 * `--font-body` lists them in the order a page tries them; `--typeface-ch` is the web font's `ch`
 * in ems, for widths counted in characters that must not change when the face does (`ch` itself
 * is the fallback face's until the swap, which is narrower).
 */
import { createFontStack } from '@capsizecss/core';
import { typefaceFaces, typefaceFamily } from './faces.ts';
import { platformFallbacks } from './fallbacks.ts';
import type { FontFileFacts } from './read-font.ts';

/** Reads a font file, given its package path (read-font.ts at build). */
export type FontFileReader = (file: string) => Promise<FontFileFacts>;

export async function typefaceCss(read: FontFileReader): Promise<string> {
  const rules: string[] = [];
  const custom: string[] = [];
  for (const { weight, file } of typefaceFaces) {
    rules.push(
      `@font-face { font-family: '${typefaceFamily}'; font-style: normal; font-weight: ${String(weight)}; font-display: swap; src: url('${file}') format('woff2'); }`,
    );
    const { metrics, zeroWidth } = await read(file);
    const { fontFamily, fontFaces } = createFontStack(
      [{ ...metrics, familyName: typefaceFamily }, ...platformFallbacks.map(({ at }) => at(weight))],
      {
        fontFaceFormat: 'styleString',
        fontFaceProperties: { fontStyle: 'normal', fontWeight: String(weight) },
      },
    );
    rules.push(fontFaces);
    if (custom.length === 0)
      custom.push(`--font-body: ${fontFamily}, sans-serif;`, `--typeface-ch: ${String(Number(zeroWidth.toFixed(4)))}em;`);
  }
  return `${rules.join('\n')}\n:root { ${custom.join(' ')} }\n`;
}
