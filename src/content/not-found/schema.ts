/** `src/content/not-found/<language>.json`: the page for unknown addresses. */
import { z } from 'astro/zod';
import { linkSchema, metaSchema, text } from '../primitives';

export const notFoundWordsSchema = z.object({
  meta: metaSchema,
  /**
   * The page's big heading: "404 - Page not found".
   *
   * @remarks The requirements' words (docs/requirements.md); Spanish: '404 - Página no encontrada'.
   */
  heading: text,
  /** The sentence under it: what may have happened and where to go. */
  text,
  /** The button back to the home page. */
  homeAction: linkSchema,
  /** Words before the phone number on the second button. */
  callLabel: text,
});

export type NotFoundWords = z.infer<typeof notFoundWordsSchema>;
