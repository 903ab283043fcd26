/**
 * `src/content/zip-checker/<language>.json`: the words of "Do you drive to my ZIP or town?", on
 * the home and coverage pages. The counties, their service and the phone number are facts.
 */
import { z } from 'astro/zod';
import { template, text } from '../content/primitives';

export const zipCheckerWordsSchema = z.object({
  heading: text,
  /** The field's label and the example under it. */
  label: text,
  hint: text,
  submit: text,
  /** When what was typed is neither a ZIP code nor a town's name. */
  invalid: text,
  /** "Yes, we drive to {place}.": the place as the visitor typed it. */
  inside: template('place'),
  /** A ZIP code or town that reaches outside the area: "Part of {place} is in our area." */
  partly: template('place'),
  /** What to do about a place only partly in the area. */
  partlyNext: text,
  /** One line per county: "{county} County: {service}.", the service named as the coverage page names it (`serviceTypes`). */
  county: template('county', 'service'),
  /** Said after a county with recurrent service. */
  scheduledAhead: text,
  /** A ZIP code outside the area: "{place} is not in our regular area." */
  outside: template('place'),
  outsideNext: text,
  /** A name that is not one of the area's towns or counties: elsewhere, or spelled another way. */
  unknownTown: template('place'),
  unknownTownNext: text,
  /** Words before the number on the phone link: "Call us toll-free at". */
  callLabel: text,
  /** The data's credit, as its licence asks: "{source}" and "{license}" become links to these. */
  credit: z.object({
    text: template('source', 'license'),
    source: z.object({ name: text, href: z.url() }),
    /** The licence's summary in the page's language, where Creative Commons has one. */
    license: z.object({ name: text, href: z.url() }),
  }),
});

export type ZipCheckerWords = z.infer<typeof zipCheckerWordsSchema>;
