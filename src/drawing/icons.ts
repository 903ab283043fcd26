/**
 * The site's mark (public/favicon.svg) for the engines that cannot use an SVG icon: Safari asks
 * for /favicon.ico and, on iPhones and iPads, /apple-touch-icon.png whatever the page links, and
 * each would otherwise be a 404 on every visit. Drawn at build time with sharp.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { svgDataUrl } from './svg-data-url';

/** The mark at `size` pixels; `square` for iOS, which rounds the corners itself. */
function markPng(size: number, square = false): Promise<Buffer> {
  const svg = readFileSync(join(process.cwd(), 'public', 'favicon.svg'), 'utf8');
  return sharp(Buffer.from(square ? svg.replace('rx="12"', 'rx="0"') : svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The mark as the pages link it: written into each page, so showing it costs no request. */
export function markDataUrl(): string {
  return svgDataUrl('/favicon.svg');
}

/** The home-screen icon iOS asks for, 180 px. */
export function touchIconPng(): Promise<Buffer> {
  return markPng(180, true);
}

/** /favicon.ico: one 32 px picture, stored as PNG inside the ICO container (as every browser since 2007 reads it). */
export async function faviconIco(): Promise<Buffer> {
  const size = 32;
  const png = await markPng(size);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one picture
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the picture's bytes
  header.writeUInt32LE(header.length, 18); // where they start
  return Buffer.concat([header, png]);
}
