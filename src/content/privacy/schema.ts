/**
 * `src/content/privacy/<language>.json`: the privacy notice's words. What it lists is not written
 * here: each form's fields come from the field tables (src/content/forms/tables.ts) with their labels from
 * the contact words, the browser's entries from src/privacy/browser-storage.ts (by the ids below), the services, the
 * months messages are kept and the review date from facts.json. Plain words: a reading grade of 8
 * or lower (src/content/reading.test.ts).
 */
import { z } from 'astro/zod';
import { metaSchema, template, text } from '../primitives';

/** The entries the site and its services keep in a visitor's browser, each described in src/privacy/browser-storage.ts. */
const browserStorageIds = ['drafts', 'oneTapState'] as const;
export type BrowserStorageId = (typeof browserStorageIds)[number];

/** What the notice says of one entry the browser keeps. */
const entryWords = z.object({
  /** Why it is kept. */
  why: text,
  /** How long it stays. */
  howLong: text,
});

export const privacyWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading. */
  heading: text,
  /** The sentence or two under the heading. */
  intro: text,
  /** What the forms collect. The list of each form's fields is made from the forms themselves. */
  collected: z.object({
    /** The heading of this part. */
    heading: text,
    /** What sign-in reads from the Google account, and why. */
    signIn: text,
    /** Above each form's list of fields, by form: "The contact form asks for:". */
    forms: z.object({
      /** Over the contact form's fields: "The contact form asks for:". */
      contact: text,
      /** Over the career form's fields: "The career form asks for:". */
      career: text,
    }),
    /** Under the lists: nothing else is asked, and what not to write. */
    notAsked: text,
  }),
  /** Where it goes. */
  sharing: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    text: text,
    /**
     * With the relay only (when the forms send through the site's own program): what that program
     * on Cloudflare does with a message, what it keeps (a count per account, by a code, for a day)
     * and the copy it emails.
     *
     * @remarks The relay is a build setting (docs/configuration.md, `PUBLIC_FORMS_RELAY`).
     */
    cloudflare: text,
    /** What Google does with what it reads when a visitor signs in. */
    google: text,
    /** What EmailJS does with a message on its way to the company. */
    emailjs: text,
    /** What happens in the company's inbox. */
    inbox: text,
    /** The link to a service's own notice: "{name}'s privacy notice". Keep {name}: it becomes the service's name from the company facts. */
    noticeLink: template('name'),
  }),
  /** What stays in the browser: every entry, with what it is. */
  browser: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    text: text,
    /** The labels said of each entry, under its name. */
    columns: z.object({
      /** "Where it is kept". */
      kind: text,
      /** "Who sets it". */
      setBy: text,
      /** "Why". */
      why: text,
      /** "How long it stays". */
      howLong: text,
    }),
    /** Each kind of storage a browser has, as the notice names it. */
    kinds: z.object({
      /** "Cookie". */
      cookie: text,
      /** Kept until the tab is closed: "Session storage (this tab only)". */
      sessionStorage: text,
      /** Kept until removed: "Local storage". */
      localStorage: text,
    }),
    /** Who sets an entry. */
    setBy: z.object({
      /** "This website". */
      site: text,
      /** "Google sign-in". */
      google: text,
    }),
    /**
     * What the notice says of each thing the site or its services keep in a visitor's browser.
     *
     * @remarks The entries of src/privacy/browser-storage.ts, by id.
     */
    entries: z.object(
      Object.fromEntries(
        browserStorageIds.map((id) => [
          id,
          entryWords.describe('What the notice says of this entry: why it is kept and how long it stays.'),
        ]),
      ) as Record<BrowserStorageId, typeof entryWords>,
    ),
  }),
  /** What the site does not do. */
  notDone: z.object({
    /** The heading of this part. */
    heading: text,
    /** What the site does not do, one a line. */
    points: z.array(text).min(1, 'must list at least one point'),
  }),
  /** How long messages are kept. */
  keeping: z.object({
    /** The heading of this part. */
    heading: text,
    /** Keep {months}: it becomes the number of months in the company facts ("Messages kept months"). */
    text: template('months'),
  }),
  /** How to ask for a copy, a change or deletion. */
  rights: z.object({
    /** The heading of this part. */
    heading: text,
    /** The sentence or two under it. */
    text: text,
    /** Words before the number on the phone link: "Call toll-free". */
    phoneLabel: text,
    /** Words before the address on the e-mail link: "Email us at". */
    emailLabel: text,
  }),
  /** "Last reviewed on {date}". Keep {date}: it becomes the company facts' "Privacy reviewed", written in the page's language. */
  reviewed: template('date'),
});

export type PrivacyWords = z.infer<typeof privacyWordsSchema>;
