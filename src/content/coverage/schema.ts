/** `src/content/coverage/<language>.json`: the coverage page's words; the counties themselves are facts. */
import { z } from 'astro/zod';
import { serviceKinds } from '../facts/schema';
import { calloutSchema, factId, linkSchema, metaSchema, text } from '../primitives';

export const coverageWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  map: z.object({
    /** Text alternative of the generated map of Florida. */
    alt: text,
    caption: text,
  }),
  areaListHeading: text,
  detailsHeading: text,
  /**
   * The name of each kind of service (facts.json counties' `service`), written one way wherever it
   * shows: the area list, the county cards and the ZIP checker's answer. "Full service".
   */
  serviceTypes: z.record(z.enum(serviceKinds), text),
  /** Field labels on each county card. */
  labels: z.object({ serviceType: text, hospitals: text, medicalCenters: text, serviceLevels: text }),
  /** Each county's words, by the id of the county in facts.json `counties`. */
  counties: z.record(
    factId,
    z.object({
      description: text,
      /** Which hospitals are reached, such as "All main hospitals". */
      hospitals: text,
      /** Which medical centers are reached, such as "Several medical centers". */
      medicalCenters: text,
    }),
  ),
  moreInfo: calloutSchema.extend({ actions: z.array(linkSchema).min(1, 'must have at least one button') }),
});

export type CoverageWords = z.infer<typeof coverageWordsSchema>;
