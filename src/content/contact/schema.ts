/** `src/content/contact/<language>.json`: the contact page around the forms, and the forms' words. */
import { z } from 'astro/zod';
import { relayWordsSchema } from './relay-words-schema';
import { formsWordsSchema } from './forms-words-schema';
import { metaSchema, text } from '../primitives';

export const contactWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** The name of the part of the page holding the forms, read out by screen readers. */
  formsLabel: text,
  /** The Contact Information box beside the forms. */
  info: z.object({
    /** Its heading: "Contact Information". */
    heading: text,
    /** The label before the address. */
    addressLabel: text,
    /** The label before the phone number. */
    phoneLabel: text,
    /** The label before the email address. */
    emailLabel: text,
    /** The label before when the company is available. */
    availabilityLabel: text,
  }),
  /** The heading over the office hours: "Business Hours". */
  hoursHeading: text,
  /** The Contact and Career forms. */
  forms: formsWordsSchema,
  /** What the forms' relay writes and answers; no page shows these, only the banner after a refused message and the emails. */
  relay: relayWordsSchema,
});

export type ContactWords = z.infer<typeof contactWordsSchema>;
