/** `src/content/vehicles/<language>.json`: the fleet's words; capacities are facts. */
import { z } from 'astro/zod';
import { calloutSchema, factId, iconSchema, imageSchema, metaSchema, template, text } from '../primitives';

export const vehiclesWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  /** How a capacity reads: "{min}-{max} passengers", "{count} passenger lying down". */
  capacity: z.object({ seated: template('min', 'max'), lyingDown: template('count') }),
  /** Each vehicle, by its id in facts.json `vehicles`. */
  vehicles: z.record(
    factId,
    z.object({
      name: text,
      description: text,
      features: z.array(text).min(1, 'must list at least one feature'),
      image: imageSchema,
      icon: iconSchema,
    }),
  ),
  notSure: calloutSchema.extend({
    callLabel: text,
    emailLabel: text,
    /** Subject line of the email the "Schedule Consultation" button starts. */
    emailSubject: text,
  }),
});

export type VehiclesWords = z.infer<typeof vehiclesWordsSchema>;
