/**
 * Sveltia CMS as the site serves it, all from npm: its script, the fonts it draws its words and
 * icons in, its interface in other languages, and the note of its version it checks for updates.
 * The script asks a CDN for all of these; the site answers in its place, so the editor asks no host
 * but GitHub for anything, and an owner whose browser speaks Spanish gets the editor in Spanish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorPaths } from './editor-paths';

/** A file of the editor, served at `/admin/<path>`. */
export interface EditorFile {
  path: string;
  type: string;
  body: () => string | Uint8Array<ArrayBuffer>;
}

const javaScript = 'text/javascript; charset=utf-8';
const json = 'application/json; charset=utf-8';

/** Where the script expects its own package on the CDN (unpkg.com), and where the site serves it. */
const cdnPackage = 'https://unpkg.com/@sveltia/cms';
const sitePackage = `${editorPaths.page}/sveltia-cms`;

/** The fonts, from Fontsource's CDN; Fontsource publishes the same files on npm. */
const cdnFont = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

export function editorFiles(projectRoot: string): EditorFile[] {
  const packageDir = join(projectRoot, 'node_modules/@sveltia/cms');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const bundle = readFileSync(join(packageDir, 'dist/sveltia-cms.js'), 'utf8');
  if (!bundle.includes(cdnPackage))
    throw new Error(`Sveltia CMS ${version} no longer names ${cdnPackage}: check src/admin/editor-files.ts against it.`);

  const fonts = new Map(
    [...bundle.matchAll(cdnFont)].map(([cdnUrl, family = '', variable, subset = '']) => [
      cdnUrl,
      {
        path: `fonts/${family}-${subset}.woff2`,
        file: join(projectRoot, 'node_modules', `@fontsource${variable ? '-variable' : ''}`, family, 'files', `${family}-${subset}.woff2`),
      },
    ]),
  );
  const script = [...fonts].reduce(
    (text, [cdnUrl, { path }]) => text.replaceAll(cdnUrl, `${editorPaths.page}/${path}`),
    bundle.replaceAll(cdnPackage, sitePackage),
  );
  const sitePackagePath = sitePackage.slice(editorPaths.page.length + 1);

  return [
    { path: editorPaths.script.slice(editorPaths.page.length + 1), type: javaScript, body: () => script },
    ...[...fonts.values()].map(({ path, file }) => ({ path, type: 'font/woff2', body: () => new Uint8Array(readFileSync(file)) })),
    // Nothing newer than what the site serves: the owner cannot update the editor, a developer can.
    { path: `${sitePackagePath}/package.json`, type: json, body: () => JSON.stringify({ name: '@sveltia/cms', version }) },
    ...readdirSync(join(packageDir, 'locales')).map((name) => ({
      path: `${sitePackagePath}@${version}/locales/${name}`,
      type: json,
      body: () => readFileSync(join(packageDir, 'locales', name), 'utf8'),
    })),
  ];
}
