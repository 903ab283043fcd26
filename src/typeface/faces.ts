/**
 * The site's typeface, Atkinson Hyperlegible Next, chosen for readers with low vision: its family
 * and the files of the faces the pages use, from @fontsource. The layout preloads them, the build
 * measures them for the fallback faces (fallbacks.ts, fallback-css.ts), the social pictures are set
 * in them, and the tests name the family from here.
 */

export const typefaceFamily = 'Atkinson Hyperlegible Next';

/** The web font's faces the pages use, by weight: each is preloaded and has its own fallback faces. */
export const typefaceFaces = [
  { weight: 400, file: '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2' },
  { weight: 700, file: '@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2' },
] as const;

export type Weight = (typeof typefaceFaces)[number]['weight'];
