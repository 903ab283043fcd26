/**
 * What a static host needs beside the pages, made when `astro build` finishes (an Astro
 * integration, in astro.config.ts): each page's policy narrowed to its own inline code, the
 * `_headers` file, brotli and gzip copies of the text files, and `.assetsignore`, which keeps
 * those copies out of the Cloudflare Worker's upload (docs/deploying.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatHeaders, siteHeaderRules } from './headers.ts';
import { narrowPagePolicy } from './page-policy.ts';
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
        const files = await builtFiles(dist);
        await Promise.all(
          files
            .filter((file) => file.endsWith('.html'))
            .map(async (file) => writeFile(join(dist, file), narrowPagePolicy(await readFile(join(dist, file), 'utf8')))),
        );
        await writeFile(join(dist, '_headers'), formatHeaders(siteHeaderRules(files)));
        await precompress(dist);
        // Cloudflare compresses what it serves itself: the twins stay out of the Worker's upload.
        await writeFile(join(dist, '.assetsignore'), '*.br\n*.gz\n');
      },
    },
  };
}
