/** `src/content/home/<language>.json`: the home page. */
import { z } from 'astro/zod';
import { factId, iconSchema, imageSchema, linkSchema, metaSchema, routeId, text } from '../primitives';

export const homeWordsSchema = z.object({
  meta: metaSchema,
  /** What the company offers, as search engines read it in the page's structured data: "Non-emergency medical transportation". */
  service: text,
  hero: z.object({
    title: text,
    subtitle: text,
    image: imageSchema,
    /** The main button, to booking. */
    primaryAction: linkSchema,
    /** Words before the phone number on the second button. */
    callLabel: text,
  }),
  /** Short promises shown under the hero: 24/7, Medicare/Medicaid, free assessments, free consultation. */
  promises: z.array(z.object({ title: text, text, icon: iconSchema })).min(1, 'must list at least one promise'),
  about: z.object({
    heading: text,
    image: imageSchema,
    /** The long About Us paragraph. */
    body: text,
    /** Each figure's label, by the id of the figure in facts.json `stats`: "Years of Service". */
    stats: z.record(factId, text),
  }),
  offers: z.object({
    heading: text,
    intro: text,
    /** The cards linking to the other pages. */
    cards: z
      .array(z.object({ title: text, description: text, to: routeId, icon: iconSchema, linkLabel: text }))
      .min(1, 'must list at least one card'),
  }),
});

export type HomeWords = z.infer<typeof homeWordsSchema>;
