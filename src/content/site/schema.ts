/** `src/content/site/<language>.json`: the words every page shares: header, footer, hours. */
import { z } from 'astro/zod';
import { routeIds } from '../../i18n/routes';
import { factId, linkSchema, text } from '../primitives';

export const siteWordsSchema = z.object({
  /** Words about the company that every page's footer shows. */
  company: z.object({
    /** The slogan, shown in the footer. */
    slogan: text,
    /** Shown beside the contact details: "Available Regular Office Hours". */
    availability: text,
  }),
  /** Words before the designer's name in the footer: "Website designed by". */
  designerPrefix: text,
  /**
   * The short line over an entry not yet translated into this language, which the page shows in
   * English until it is: "In English for now". Never shown on the English pages.
   */
  inEnglishForNow: text,
  /** The office hours' words; the times themselves are facts. */
  hours: z.object({
    /** How each row of the office hours names its days: "Monday – Friday". The times are in the company facts. */
    days: z.record(factId, text),
    /** For days without times: "Special Request". */
    byRequest: text,
  }),
  /** The menu at the top of every page. */
  navigation: z.object({
    /** The menu's name, read out by screen readers: "Main". */
    label: text,
    /** Each page's name in the menu and in the footer's Quick Links. */
    pages: z.object(
      Object.fromEntries(
        routeIds.map((id) => [id, text.describe('This page’s name in the menu and in the footer’s Quick Links.')]),
      ) as Record<(typeof routeIds)[number], typeof text>,
    ),
    /** The header's call to action, "Book Now". */
    bookNow: linkSchema,
    /** The small-screen menu toggle's words. */
    menuButton: text,
    /** Words on the header's phone button, before the number. */
    callButton: text,
    /** The logo's link to the home page, read out by screen readers. */
    homeLinkLabel: text,
    /** The first link on every page, for keyboard users. */
    skipLink: text,
    /** The list of the page's other languages, read out by screen readers: "Other languages". */
    languagesLabel: text,
  }),
  /** The bottom of every page. */
  footer: z.object({
    /** The heading over the links to the site's pages: "Quick Links". */
    quickLinksHeading: text,
    /** The heading over the list of services: "Our Services". */
    servicesHeading: text,
    /** The "Our Services" list, each to the page that covers it. */
    services: z.array(linkSchema).min(1, 'must list at least one service'),
    /** The heading over the address, phone and email: "Contact Us". */
    contactHeading: text,
    /** The heading over Facebook and Instagram: "Follow Us". */
    socialHeading: text,
    /** Words after the year and company name in the copyright line. */
    rightsReserved: text,
    /** Words read out by screen readers after a link that opens a new tab: "(opens in a new tab)". */
    opensInNewTab: text,
    /** Words before the phone number. */
    phoneLabel: text,
    /** Words before the email address. */
    emailLabel: text,
    /** The name of the links to the notices (accessibility, privacy, nondiscrimination), read out by screen readers. */
    noticesLabel: text,
  }),
  /**
   * The strip every page shows on a developer's computer, where sign-in and email only pretend.
   * Never shown on the real site.
   *
   * @remarks Local mode (`npm start`, docs/architecture.md); required there.
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
