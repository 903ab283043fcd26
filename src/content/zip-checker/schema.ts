/**
 * `src/content/zip-checker/<language>.json`: the words of "Do you drive to my ZIP or town?", on
 * the home and coverage pages. The counties, their service and the phone number are facts.
 */
import { z } from 'astro/zod';
import { template, text } from '../primitives';

export const zipCheckerWordsSchema = z.object({
  /** The question over the box: "Do you drive to my ZIP code or town?". */
  heading: text,
  /** The box's label. */
  label: text,
  /** The example under the label. */
  hint: text,
  /** The words on its button: "Check". */
  submit: text,
  /** When what was typed is neither a ZIP code nor a town's name. */
  invalid: text,
  /** "Yes, we drive to {place}.": the place as the visitor typed it. */
  inside: template('place'),
  /** A ZIP code or town that reaches outside the area: "Part of {place} is in our area." */
  partly: template('place'),
  /** What to do about a place only partly in the area. */
  partlyNext: text,
  /**
   * One line per county: "{county} County: {service}.". Keep {county} and {service}: they become
   * the county's name and its kind of service, named as the coverage page names it.
   */
  county: template('county', 'service'),
  /** Said after a county with recurrent service. */
  scheduledAhead: text,
  /** A ZIP code outside the area: "{place} is not in our regular area." */
  outside: template('place'),
  /** What to do about a place outside the area. */
  outsideNext: text,
  /** A name that is not one of the area's towns or counties: elsewhere, or spelled another way. */
  unknownTown: template('place'),
  /** What to do then: try the ZIP code, or call. */
  unknownTownNext: text,
  /** Words before the number on the phone link: "Call us toll-free at". */
  callLabel: text,
  /** The data's credit, as its licence asks: "{source}" and "{license}" become links to these. */
  credit: z.object({
    /** The credit's sentence. Keep {source} and {license}: they become the two links. */
    text: template('source', 'license'),
    /** Where the place names come from. */
    source: z.object({
      /** Its name, the link's words. */
      name: text,
      /** Its web address. */
      href: z.url(),
    }),
    /** The licence's summary in the page's language, where Creative Commons has one. */
    license: z.object({
      /** The licence's name, the link's words. */
      name: text,
      /** The web address of its summary. */
      href: z.url(),
    }),
  }),
});

export type ZipCheckerWords = z.infer<typeof zipCheckerWordsSchema>;
