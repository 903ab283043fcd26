/**
 * `npm run weight`: what each route of the built site costs a visitor, gzipped: its HTML, the
 * stylesheets it links and every JavaScript file it runs (scripts, islands and all they import).
 * Run after a build; reads dist/ only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const routes: [string, string][] = [
  ['/', 'index.html'],
  ['/coverage', 'coverage/index.html'],
  ['/services', 'services/index.html'],
  ['/trips', 'trips/index.html'],
  ['/vehicles', 'vehicles/index.html'],
  ['/contact', 'contact/index.html'],
  ['404', '404.html'],
];

function gzipped(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Every JavaScript file `entry` loads, itself included, following static and dynamic imports. */
function scriptClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(join(dist, entry))) return seen;
  seen.add(entry);
  const source = readFileSync(join(dist, entry), 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) {
    const file = match[1];
    if (file !== undefined) scriptClosure(join(entry, '..', file), seen);
  }
  return seen;
}

const rows = routes.map(([route, file]) => {
  const html = readFileSync(join(dist, file), 'utf8');
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  const styles = attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const entries = [
    ...attribute(/<script[^>]+src="([^"]+)"/g),
    ...attribute(/component-url="([^"]+)"/g),
    ...attribute(/renderer-url="([^"]+)"/g),
  ];
  const scripts = new Set<string>();
  for (const entry of entries) for (const script of scriptClosure(entry)) scripts.add(script);
  const htmlBytes = gzipSync(html, { level: 9 }).length;
  const cssBytes = styles.reduce((sum, style) => sum + gzipped(join(dist, style)), 0);
  const jsBytes = [...scripts].reduce((sum, script) => sum + gzipped(join(dist, script)), 0);
  return { route, html: htmlBytes, css: cssBytes, 'html+css': htmlBytes + cssBytes, js: jsBytes, 'js files': scripts.size };
});

console.log('Gzipped bytes per route (gzip -9):');
console.table(rows);
