/** `src/content/vehicles/<language>.json`: the fleet's words; capacities are facts. */
import { z } from 'astro/zod';
import { calloutSchema, factId, iconSchema, imageSchema, metaSchema, template, text } from '../primitives';

export const vehiclesWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** How a vehicle's capacity reads; the numbers come from the company facts. */
  capacity: z.object({
    /** For seated passengers: "{min}-{max} passengers". Keep {min} and {max}: they become the numbers. */
    seated: template('min', 'max'),
    /** For a passenger lying down: "{count} passenger lying down". Keep {count}: it becomes the number. */
    lyingDown: template('count'),
  }),
  /** Each vehicle's card; how many it carries is in the company facts. */
  vehicles: z.record(
    factId,
    z.object({
      /** The vehicle's name: "Medical Vans". */
      name: text,
      /** A sentence or two about it. */
      description: text,
      /** Short points about it, one a line. */
      features: z.array(text).min(1, 'must list at least one feature'),
      /** The picture on its card. */
      image: imageSchema,
      icon: iconSchema,
    }),
  ),
  /** The words of each card's link to the contact form, which chooses that vehicle: "Book this vehicle". */
  bookThis: text,
  /** The "Not sure which vehicle you need?" block at the end of the page. */
  notSure: calloutSchema.extend({
    /** The words on its phone button: "Call Now". */
    callLabel: text,
    /** The words on its email button: "Schedule Consultation". */
    emailLabel: text,
    /** Subject line of the email the "Schedule Consultation" button starts. */
    emailSubject: text,
  }),
});

export type VehiclesWords = z.infer<typeof vehiclesWordsSchema>;
