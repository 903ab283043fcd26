import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `/images/...` paths live. Builds and tests run from the project root. */
const publicDir = join(process.cwd(), 'public');

/**
 * Width and height of an SVG in `public/`, read from its viewBox, or the reason it has none.
 * The site's `<img>` elements carry them so the page reserves the space before the picture loads.
 */
export function svgSize(src: string): { width: number; height: number } | { problem: string } {
  const file = join(publicDir, src);
  if (!existsSync(file)) return { problem: 'names a file that does not exist in public/' };
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(readFileSync(file, 'utf8'))?.[1]?.trim().split(/\s+/).map(Number);
  const [, , width, height] = viewBox ?? [];
  if (width === undefined || height === undefined || !(width > 0 && height > 0)) {
    return { problem: 'names an SVG without a usable viewBox="0 0 width height"' };
  }
  return { width, height };
}
