/** `src/content/accessibility/<language>.json`: the accessibility statement. */
import { z } from 'astro/zod';
import { metaSchema, noticePartSchema as part, template, text } from '../primitives';

export const accessibilityWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  /** The standard the site meets, and what it holds itself to beyond it. */
  standard: part,
  /** How the site is checked, and how often. */
  testing: part,
  /** What is known not to meet the standard, and why. */
  limits: part,
  /** How to report a barrier; the phone number and e-mail address come from the facts. */
  report: z.object({
    heading: text,
    text: text,
    /** Words before the number on the phone link: "Call toll-free". */
    phoneLabel: text,
    /** Words before the address on the e-mail link: "Email us at". */
    emailLabel: text,
    /** What happens next: who answers and how soon. */
    promise: text,
  }),
  /** "Last reviewed on {date}": the date of the last review is a fact, written in the page's language. */
  reviewed: template('date'),
});

export type AccessibilityWords = z.infer<typeof accessibilityWordsSchema>;
