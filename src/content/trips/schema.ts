/** `src/content/trips/<language>.json`: the trip modes. */
import { z } from 'astro/zod';
import { calloutSchema, imageSchema, linkSchema, metaSchema, text } from '../primitives';

/** One way to travel, such as One-Way Trip. */
const tripMode = z.object({
  name: text,
  description: text,
  /** Exactly four short points. */
  features: z.array(text).length(4, 'must list exactly 4 features'),
  image: imageSchema,
});

export const tripsWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  modes: z.array(tripMode).min(1, 'must list at least one trip mode'),
  notSure: calloutSchema.extend({ action: linkSchema }),
});

export type TripsWords = z.infer<typeof tripsWordsSchema>;
