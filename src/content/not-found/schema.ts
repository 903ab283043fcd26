/** `src/content/not-found/<language>.json`: the page for unknown addresses. */
import { z } from 'astro/zod';
import { linkSchema, metaSchema, text } from '../primitives';

export const notFoundWordsSchema = z.object({
  meta: metaSchema,
  /** The spec's '404 - Page not found' (Spanish: '404 - Página no encontrada'). */
  heading: text,
  text,
  homeAction: linkSchema,
  /** Words before the phone number on the second button. */
  callLabel: text,
});

export type NotFoundWords = z.infer<typeof notFoundWordsSchema>;
