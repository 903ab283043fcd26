/**
 * What a static host needs beside the pages, made when `astro build` finishes (an Astro
 * integration, in astro.config.ts): the `_headers` file, and brotli and gzip copies of the text
 * files.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatHeaders, siteHeaderRules } from './headers.ts';
import { precompress } from './precompress.ts';

/** Every file of the built site, as a path from its root: "/coverage.html". */
async function builtFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

export function deployFiles(): AstroIntegration {
  return {
    name: 'deploy-files',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        await writeFile(join(dist, '_headers'), formatHeaders(siteHeaderRules(await builtFiles(dist))));
        await precompress(dist);
      },
    },
  };
}
