/** What the typeface's CSS needs of a font file, read from its bytes at build (Capsize's unpack, and fontkitten beneath it). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FontMetrics } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import { create } from 'fontkitten';

export interface FontFileFacts {
  metrics: FontMetrics;
  /** The advance of its "0", in ems: what CSS's `ch` is in this face. */
  zeroWidth: number;
}

const resolvePackageFile = createRequire(import.meta.url).resolve;

/** The file's path on disk, from its package path ("@fontsource/…/x.woff2"). */
export function fontFilePath(file: string): string {
  return resolvePackageFile(file);
}

export async function readFontFile(file: string): Promise<FontFileFacts> {
  const bytes = await readFile(fontFilePath(file));
  const font = create(bytes);
  if (!('glyphForCodePoint' in font)) throw new Error(`${file} is a collection, not one font`);
  return { metrics: await fromBuffer(bytes), zeroWidth: font.glyphForCodePoint(0x30).advanceWidth / font.unitsPerEm };
}
