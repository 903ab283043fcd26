/** `src/content/services/<language>.json`: the service levels and the FAQ. */
import { z } from 'astro/zod';
import { calloutSchema, factId, iconSchema, linkSchema, metaSchema, text } from '../primitives';

export const servicesWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  levelsHeading: text,
  inclusionsLabel: text,
  /** Each level of service, by its id in facts.json `serviceLevels`. */
  levels: z.record(
    factId,
    z.object({
      name: text,
      description: text,
      icon: iconSchema,
      /** What the level includes, one short phrase each. */
      inclusions: z.array(text).min(1, 'must list at least one inclusion'),
    }),
  ),
  /** How a ride is paid for: no prices (the company does not publish rates), only the ways. */
  paying: z.object({
    heading: text,
    intro: text,
    /** Medicaid, Medicare Advantage, private pay: each a short title and a sentence or two. */
    ways: z.array(z.object({ title: text, text: text })).min(1, 'must list at least one way to pay'),
    /** Words before the number on the phone button: "Call toll-free". */
    callLabel: text,
    /** The button to the contact form: "Ask for a quote". */
    action: linkSchema,
  }),
  personalized: calloutSchema.extend({ action: linkSchema }),
  faq: z.object({
    heading: text,
    showMore: text,
    showLess: text,
    /** More than facts.json `faqInitiallyShown` of them, so "Show More" has something to show. */
    questions: z.array(z.object({ question: text, answer: text })).min(1, 'must have at least one question'),
  }),
});

export type ServicesWords = z.infer<typeof servicesWordsSchema>;
