/** `src/content/home/<language>.json`: the home page. */
import { z } from 'astro/zod';
import { factId, iconSchema, imageSchema, linkSchema, metaSchema, routeId, text } from '../primitives';

export const homeWordsSchema = z.object({
  meta: metaSchema,
  /** What the company offers, as search engines read it in the page's structured data: "Non-emergency medical transportation". */
  service: text,
  /** The top of the page: the big heading, the line under it, a picture and two buttons. */
  hero: z.object({
    /** The page's big heading. */
    title: text,
    /** The line under the big heading. */
    subtitle: text,
    /** The picture beside the heading. */
    image: imageSchema,
    /** The main button, to booking. */
    primaryAction: linkSchema,
    /** Words before the phone number on the second button. */
    callLabel: text,
  }),
  /** Short promises shown under the hero: 24/7, Medicare/Medicaid, free assessments, free consultation. */
  promises: z
    .array(
      z.object({
        /** The promise in a few words: "Available 24/7". */
        title: text,
        /** One sentence that says more. */
        text,
        icon: iconSchema,
      }),
    )
    .min(1, 'must list at least one promise'),
  /** The About Us part: a heading, a picture, a paragraph and the figures. */
  about: z.object({
    /** "About Us". */
    heading: text,
    /** The picture beside the paragraph. */
    image: imageSchema,
    /** The long About Us paragraph. */
    body: text,
    /** The words under each figure: "Years of Service". The figures themselves are in the company facts. */
    stats: z.record(factId, text),
  }),
  /** The "What do we offer?" part: a card for each of the other pages. */
  offers: z.object({
    /** "What do we offer?". */
    heading: text,
    /** A sentence under the heading. */
    intro: text,
    /** The cards linking to the other pages. */
    cards: z
      .array(
        z.object({
          /** The card's heading. */
          title: text,
          /** A sentence or two about the page it leads to. */
          description: text,
          /** The page it leads to. */
          to: routeId,
          icon: iconSchema,
          /** The words of its link: "See our coverage". */
          linkLabel: text,
        }),
      )
      .min(1, 'must list at least one card'),
  }),
});

export type HomeWords = z.infer<typeof homeWordsSchema>;
