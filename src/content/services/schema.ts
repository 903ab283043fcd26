/** `src/content/services/<language>.json`: the service levels and the FAQ. */
import { z } from 'astro/zod';
import { calloutSchema, factId, iconSchema, linkSchema, metaSchema, type MoreThanFactMeta, text } from '../primitives';

export const servicesWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** The words of each card's link to the contact form, which chooses what the level means (company facts, "Service level answers"): "Book this service". */
  bookThis: text,
  /** The heading over the service level cards. */
  levelsHeading: text,
  /** The words over each card's list of what it includes: "Includes". */
  inclusionsLabel: text,
  /** Each level of service, one card each, in the order the company facts list them. */
  levels: z.record(
    factId,
    z.object({
      /** The level's name: "Wheelchair". */
      name: text,
      /** A sentence or two about who it is for. */
      description: text,
      icon: iconSchema,
      /** What the level includes, one short phrase each. */
      inclusions: z.array(text).min(1, 'must list at least one inclusion'),
    }),
  ),
  /** How a ride is paid for: no prices (the company does not publish rates), only the ways. */
  paying: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    intro: text,
    /** Medicaid, Medicare Advantage, private pay: each a short title and a sentence or two. */
    ways: z
      .array(
        z.object({
          /** The way to pay, in a few words: "Medicaid". */
          title: text,
          /** A sentence or two on how it works. */
          text: text,
        }),
      )
      .min(1, 'must list at least one way to pay'),
    /** Words before the number on the phone button: "Call toll-free". */
    callLabel: text,
    /** The button to the contact form: "Ask for a quote". */
    action: linkSchema,
  }),
  /** The personalized-service block, with its "Request Free Consultation" button. */
  personalized: calloutSchema.extend({
    /** Its button. */
    action: linkSchema,
  }),
  /** The questions and answers. */
  faq: z.object({
    /** The heading over the questions. */
    heading: text,
    /** The button that shows every question: "Show More". */
    showMore: text,
    /** The button that shows the first few again: "Show Less". */
    showLess: text,
    /**
     * The questions, in the order shown. Keep more of them than the company facts' "Faq initially
     * shown", so "Show More" has something to show.
     */
    questions: z
      .array(
        z.object({
          /** The question, as a visitor would ask it. */
          question: text,
          /** The answer, in a few plain sentences. */
          answer: text,
        }),
      )
      .min(1, 'must have at least one question')
      .meta({ moreThan: 'faqInitiallyShown' } satisfies MoreThanFactMeta),
  }),
});

export type ServicesWords = z.infer<typeof servicesWordsSchema>;
