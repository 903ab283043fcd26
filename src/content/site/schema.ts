/** `src/content/site/<language>.json`: the words every page shares: header, footer, hours. */
import { z } from 'astro/zod';
import { routeIds } from '../../i18n/routes';
import { factId, linkSchema, text } from '../primitives';

export const siteWordsSchema = z.object({
  company: z.object({
    /** The slogan, shown in the footer. */
    slogan: text,
    /** Shown beside the contact details: "Available Regular Office Hours". */
    availability: text,
  }),
  /** Words before the designer's name in the footer: "Website designed by". */
  designerPrefix: text,
  /** The office hours' words; the times themselves are facts. */
  hours: z.object({
    /** Each row's days, by the id of its row in facts.json `hours`: "Monday – Friday". */
    days: z.record(factId, text),
    /** For days without times: "Special Request". */
    byRequest: text,
  }),
  navigation: z.object({
    /** Accessible name of the main navigation landmark. */
    label: text,
    /** Each page's name in the navigation and the footer's Quick Links, by route id. */
    pages: z.object(Object.fromEntries(routeIds.map((id) => [id, text])) as Record<(typeof routeIds)[number], typeof text>),
    /** The header's call to action, "Book Now". */
    bookNow: linkSchema,
    /** The small-screen menu toggle's words. */
    menuButton: text,
    /** Words on the header's phone button, before the number. */
    callButton: text,
    /** Accessible name of the logo link. */
    homeLinkLabel: text,
    /** The first link on every page, for keyboard users. */
    skipLink: text,
  }),
  footer: z.object({
    quickLinksHeading: text,
    servicesHeading: text,
    /** The "Our Services" list, each to the page that covers it. */
    services: z.array(linkSchema).min(1, 'must list at least one service'),
    contactHeading: text,
    socialHeading: text,
    /** Words after the year and company name in the copyright line. */
    rightsReserved: text,
    /** Hidden words read out after links that open a new tab. */
    opensInNewTab: text,
    phoneLabel: text,
    emailLabel: text,
    /** Accessible name of the footer's links to the notices (accessibility, privacy, nondiscrimination). */
    noticesLabel: text,
  }),
  /**
   * The strip every page shows in local mode (`npm start`), where sign-in and email are local
   * stand-ins. Never shown in a production build; required in local mode.
   */
  localMode: z
    .object({
      /** Says that messages go to the local inbox, not to anyone's email. */
      notice: text,
      /** Words of the link to the local inbox page, /__inbox. */
      inboxLink: text,
    })
    .optional(),
});

export type SiteWords = z.infer<typeof siteWordsSchema>;
