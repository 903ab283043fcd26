/** `src/content/coverage/<language>.json`: the coverage page's words; the counties themselves are facts. */
import { z } from 'astro/zod';
import { serviceKinds } from '../facts/schema';
import { calloutSchema, factId, linkSchema, metaSchema, text } from '../primitives';

export const coverageWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** The map of Florida with the counties served, drawn from the counties in the company facts. */
  map: z.object({
    /** What the map shows, for people who cannot see it. */
    alt: text,
    /** The line under the map. */
    caption: text,
  }),
  /** The heading over the short list of counties. */
  areaListHeading: text,
  /** The heading over the county cards. */
  detailsHeading: text,
  /**
   * The name of each kind of service a county gets (the company facts say which), written one way wherever it
   * shows: the area list, the county cards and the ZIP checker's answer. "Full service".
   */
  serviceTypes: z.record(z.enum(serviceKinds), text),
  /** The labels on each county card, before what it says. */
  labels: z.object({
    /** "Service type". */
    serviceType: text,
    /** "Hospitals". */
    hospitals: text,
    /** "Medical centers". */
    medicalCenters: text,
    /** "Service levels". */
    serviceLevels: text,
  }),
  /** Each county's words; the county's name, service and levels are in the company facts. */
  counties: z.record(
    factId,
    z.object({
      /** A sentence or two about the service there. */
      description: text,
      /** Which hospitals are reached, such as "All main hospitals". */
      hospitals: text,
      /** Which medical centers are reached, such as "Several medical centers". */
      medicalCenters: text,
    }),
  ),
  /** The "Need more information?" block at the end of the page. */
  moreInfo: calloutSchema.extend({
    /** Its buttons, each to a page. */
    actions: z.array(linkSchema).min(1, 'must have at least one button'),
  }),
});

export type CoverageWords = z.infer<typeof coverageWordsSchema>;
