/**
 * `src/content/privacy/<language>.json`: the privacy notice's words. What it lists is not written
 * here: each form's fields come from the field tables (src/forms/fields/tables.ts) with their labels from
 * the contact words, the browser's entries from src/privacy/browser-storage.ts, the services, the
 * months messages are kept and the review date from facts.json. Plain words: a reading grade of 8
 * or lower (src/content/notices-reading.test.ts).
 */
import { z } from 'astro/zod';
import { browserStorageIds } from '../../privacy/browser-storage';
import { metaSchema, template, text } from '../primitives';

/** What the notice says of one entry the browser keeps. */
const entryWords = z.object({
  /** Why it is kept. */
  why: text,
  /** How long it stays. */
  howLong: text,
});

export const privacyWordsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  /** What the forms collect; the fields are listed from the field tables. */
  collected: z.object({
    heading: text,
    /** What sign-in reads from the Google account, and why. */
    signIn: text,
    /** Above each form's list of fields, by form: "The contact form asks for:". */
    forms: z.object({ contact: text, career: text }),
    /** Under the lists: nothing else is asked, and what not to write. */
    notAsked: text,
  }),
  /** Where it goes. */
  sharing: z.object({
    heading: text,
    text: text,
    /** What Google does, by the services' ids in facts.json `outsideServices`. */
    google: text,
    emailjs: text,
    /** What happens in the company's inbox. */
    inbox: text,
    /** The link to a service's own notice: "Google's privacy notice", with {name} from the facts. */
    noticeLink: template('name'),
  }),
  /** What stays in the browser: every entry, with what it is. */
  browser: z.object({
    heading: text,
    text: text,
    /** What the notice says of each entry, under its name: where it is kept, who sets it, why, how long. */
    columns: z.object({ kind: text, setBy: text, why: text, howLong: text }),
    /** Each kind of storage, as the table names it. */
    kinds: z.object({ cookie: text, sessionStorage: text, localStorage: text }),
    /** Who sets an entry: "This website", "Google sign-in". */
    setBy: z.object({ site: text, google: text }),
    /** Each entry of src/privacy/browser-storage.ts, by its id. */
    entries: z.object(
      Object.fromEntries(browserStorageIds.map((id) => [id, entryWords])) as Record<(typeof browserStorageIds)[number], typeof entryWords>,
    ),
  }),
  /** What the site does not do. */
  notDone: z.object({ heading: text, points: z.array(text).min(1, 'must list at least one point') }),
  /** How long messages are kept: {months} comes from facts.json `messagesKeptMonths`. */
  keeping: z.object({ heading: text, text: template('months') }),
  /** How to ask for a copy, a change or deletion. */
  rights: z.object({
    heading: text,
    text: text,
    /** Words before the number on the phone link: "Call toll-free". */
    phoneLabel: text,
    /** Words before the address on the e-mail link: "Email us at". */
    emailLabel: text,
  }),
  /** "Last reviewed on {date}": facts.json `privacyReviewed`, written in the page's language. */
  reviewed: template('date'),
});

export type PrivacyWords = z.infer<typeof privacyWordsSchema>;
