/**
 * The picture a link to the site shows when it is shared (Open Graph, Twitter cards): 1200 × 630,
 * drawn at build time from the brand: the mark, the company name, the home page's headline in the
 * page's language, and the toll-free number. Text is set in the site's own typeface and turned into
 * outlines, so the picture needs no fonts installed wherever it is made.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { typefaceFaces, type Weight } from '../typeface/faces';
import { designToken } from './design-tokens';

export const socialImageSize = { width: 1200, height: 630 } as const;

const brand = { background: designToken('color-brand'), text: designToken('color-on-brand'), accent: designToken('color-accent') } as const;
const margin = 80;

// Builds and tests run from the project root; this module is bundled elsewhere, so paths start there.
const require = createRequire(join(process.cwd(), 'package.json'));

/** The typeface's face of that weight, as the WOFF file beside the WOFF2 the pages use: opentype.js reads no WOFF2. */
function loadFont(weight: Weight): opentype.Font {
  const face = typefaceFaces.find((candidate) => candidate.weight === weight);
  if (face === undefined) throw new Error(`The typeface has no ${String(weight)} face`);
  const bytes = readFileSync(require.resolve(face.file.replace(/\.woff2$/, '.woff')));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

const fonts = { regular: loadFont(400), bold: loadFont(700) };

// opentype.js 2.0 turns some of this font's kerning pairs ("a c") into NaN coordinates; letters set
// without kerning read just as well at these sizes.
const setting = { kerning: false };

/** The words of `text` in lines no wider than `width` at `size`. */
function wrap(text: string, font: opentype.Font, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const line = lines.at(-1);
    if (line !== undefined && font.getAdvanceWidth(`${line} ${word}`, size, setting) <= width) lines[lines.length - 1] = `${line} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A path's SVG data, to a tenth of a pixel. opentype.js's own `toPathData` writes NaN for a
 * coordinate a hair from a whole number (it rounds "1.4e-14" by reading "1.4e-14e+1"), which
 * depends on where the words fall: the Kreyòl headline met it.
 */
function pathData(path: opentype.Path): string {
  const at = (value: number) => String(Math.round(value * 10) / 10);
  return path.commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${at(command.x)} ${at(command.y)}`;
        case 'Q':
          return `Q${at(command.x1)} ${at(command.y1)} ${at(command.x)} ${at(command.y)}`;
        case 'C':
          return `C${at(command.x1)} ${at(command.y1)} ${at(command.x2)} ${at(command.y2)} ${at(command.x)} ${at(command.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/** Text as outlines: one SVG path, its baseline at `y`. */
function outline(text: string, font: opentype.Font, size: number, x: number, y: number, fill: string): string {
  const path = pathData(font.getPath(text, x, y, size, setting));
  if (/NaN|Infinity|undefined/.test(path)) throw new Error(`Social image: the outline of "${text}" came out broken`);
  return `<path fill="${fill}" d="${path}"/>`;
}

/** The company mark (the favicon's drawing), at `size` pixels from the top left corner at (x, y). */
function mark(x: number, y: number, size: number): string {
  const drawing = readFileSync(join(process.cwd(), 'public', 'favicon.svg'), 'utf8').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
  return `<g transform="translate(${x} ${y}) scale(${size / 48})">${drawing}</g>`;
}

export interface SocialImageWords {
  company: string;
  /** The home page's headline, in the page's language. */
  headline: string;
  /** Words before the phone number, such as "Call toll-free". */
  callLabel: string;
  phone: string;
}

/** The picture as SVG, its text in outlines. */
function socialImageSvg({ company, headline, callLabel, phone }: SocialImageWords): string {
  const { width, height } = socialImageSize;
  const headlineSize = 68;
  const headlineLines = wrap(headline, fonts.bold, headlineSize, width - 2 * margin).slice(0, 3);
  const headlineTop = 290;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${brand.background}"/>`,
    mark(margin, margin, 112),
    outline(company, fonts.bold, 56, margin + 112 + 36, margin + 76, brand.text),
    ...headlineLines.map((line, index) =>
      outline(line, fonts.bold, headlineSize, margin, headlineTop + index * headlineSize * 1.15, brand.accent),
    ),
    outline(`${callLabel} ${phone}`, fonts.regular, 44, margin, height - margin, brand.text),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export async function socialImagePng(words: SocialImageWords): Promise<Buffer> {
  return sharp(Buffer.from(socialImageSvg(words)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
