/** `src/content/trips/<language>.json`: the trip modes. */
import { z } from 'astro/zod';
import { tripBookings } from '../forms/values';
import { calloutSchema, imageSchema, linkSchema, metaSchema, text } from '../primitives';

/** One way to travel, such as One-Way Trip. */
const tripMode = z.object({
  /** The trip's name: "One-Way Trip". */
  name: text,
  /** A sentence or two about it. */
  description: text,
  /** Exactly four short points about it. */
  features: z.array(text).length(4, 'must list exactly 4 features'),
  /** The picture on its card. */
  image: imageSchema,
  /**
   * What its "Book this trip" link chooses on the contact form, and which Trip answer the form
   * names after it: one way; a round trip with waiting (return time); a round trip where we come
   * back when called; several stops; or the ride repeats; or a shared ride. The same in both
   * languages.
   */
  books: z.enum(tripBookings, { error: `must be one of: ${tripBookings.join(', ')}` }),
});

export const tripsWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** The trip types, one card each, in the order shown. The contact form asks for a trip by these names. */
  modes: z.array(tripMode).min(1, 'must list at least one trip mode'),
  /** The words of each card's link to the contact form: "Book this trip". */
  bookThis: text,
  /** The "Not sure which option to choose?" block at the end of the page. */
  notSure: calloutSchema.extend({
    /** Its button. */
    action: linkSchema,
  }),
});

export type TripsWords = z.infer<typeof tripsWordsSchema>;
