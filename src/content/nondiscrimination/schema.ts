/**
 * `src/content/nondiscrimination/<language>.json`: the nondiscrimination notice of a provider of
 * federally funded health services (Section 1557 of the Affordable Care Act). The Office for Civil
 * Rights' numbers and addresses, the taglines in other languages and the review date are facts
 * (facts.json `civilRights`); the company's phone and e-mail too.
 */
import { z } from 'astro/zod';
import { metaSchema, noticePartSchema as part, template, text } from '../primitives';

export const nondiscriminationWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The company complies with federal civil rights laws. */
  intro: text,
  /** Whom it does not turn away or treat differently: race, color, national origin, age, disability, sex. */
  grounds: part,
  /** Free aids for people with disabilities. */
  aids: part,
  /** Free language help. */
  language: part,
  /** Whom to contact at the company, with its phone and e-mail. */
  contact: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    text: text,
    /** Words before the company's phone number. */
    phoneLabel: text,
    /** Words before the company's email address. */
    emailLabel: text,
  }),
  /** How to complain to the Office for Civil Rights. */
  complaint: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    text: text,
    /** Words before the Office's phone number. */
    phoneLabel: text,
    /** Words before its number for the deaf and hard of hearing (TDD). */
    tddLabel: text,
    /** The words of the link to its online complaint portal. */
    portalLabel: text,
    /** The words of the link to its complaint forms. */
    formsLabel: text,
    /** Words before its postal address. */
    mailLabel: text,
  }),
  /** Above the taglines in other languages. */
  taglinesHeading: text,
  /** "Last reviewed on {date}". Keep {date}: it becomes the company facts' "Nondiscrimination reviewed", written in the page's language. */
  reviewed: template('date'),
});

export type NondiscriminationWords = z.infer<typeof nondiscriminationWordsSchema>;
