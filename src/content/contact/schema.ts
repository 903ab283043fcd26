/** `src/content/contact/<language>.json`: the contact page around the forms, and the forms' words. */
import { z } from 'astro/zod';
import { formsWordsSchema } from '../../forms/fields/words-schema';
import { metaSchema, text } from '../primitives';

export const contactWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  /** Accessible name of the area holding the forms. */
  formsLabel: text,
  info: z.object({
    heading: text,
    addressLabel: text,
    phoneLabel: text,
    emailLabel: text,
    availabilityLabel: text,
  }),
  hoursHeading: text,
  /** The Contact and Career forms. */
  forms: formsWordsSchema,
});

export type ContactWords = z.infer<typeof contactWordsSchema>;
