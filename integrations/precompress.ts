/**
 * Brotli and gzip copies of the built site's text files, made once at build time (`file.br`,
 * `file.gz` beside `file`), so `server/serve.ts` sends them compressed without compressing on
 * every request, as a CDN does.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files worth compressing: text. Fonts and pictures other than SVG are compressed already. */
export const compressible = /\.(html|css|js|svg|xml|txt|json|webmanifest)$/;

/** The encodings made, in the order the server prefers them, with the file suffix of each. */
export const encodings = [
  {
    name: 'br',
    suffix: '.br',
    compress: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  { name: 'gzip', suffix: '.gz', compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }) },
] as const;

export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      await Promise.all(encodings.map(({ suffix, compress }) => writeFile(`${file}${suffix}`, compress(bytes))));
    }),
  );
}
