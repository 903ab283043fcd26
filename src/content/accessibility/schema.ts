/** `src/content/accessibility/<language>.json`: the accessibility statement. */
import { z } from 'astro/zod';
import { metaSchema, noticePartSchema as part, template, text } from '../primitives';

export const accessibilityWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** The standard the site meets, and what it holds itself to beyond it. */
  standard: part,
  /** How the site is checked, and how often. */
  testing: part,
  /** What is known not to meet the standard, and why. */
  limits: part,
  /** How to report a barrier; the phone number and email address come from the company facts. */
  report: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    text: text,
    /** Words before the number on the phone link: "Call toll-free". */
    phoneLabel: text,
    /** Words before the address on the e-mail link: "Email us at". */
    emailLabel: text,
    /** What happens next: who answers and how soon. */
    promise: text,
  }),
  /** "Last reviewed on {date}". Keep {date}: it becomes the company facts' "Accessibility reviewed", written in the page's language. */
  reviewed: template('date'),
});

export type AccessibilityWords = z.infer<typeof accessibilityWordsSchema>;
