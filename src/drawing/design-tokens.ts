/**
 * The design tokens (src/styles/tokens.css) for the pictures drawn at build time: an SVG shown as
 * an <img>, or a PNG, cannot read the page's custom properties, so the build reads the one file
 * where each colour is decided.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let tokens: Map<string, string> | undefined;

/** The value of a custom property of tokens.css's :root, such as `color-brand`; a build error if there is none. */
export function designToken(name: string): string {
  tokens ??= new Map(
    [...readFileSync(join(process.cwd(), 'src', 'styles', 'tokens.css'), 'utf8').matchAll(/--([\w-]+):\s*([^;]+);/g)].map(
      ([, key = '', value = '']) => [key, value.trim()],
    ),
  );
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`src/styles/tokens.css has no --${name}`);
  return value;
}
