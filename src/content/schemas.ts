/**
 * Zod schemas for every content file in `src/content/`. Each content file is one document;
 * `src/content.config.ts` binds a schema to its file, so a mistake in a file fails the build
 * with the file and the field named. Doc comments say what each field is for.
 */
import { z } from 'astro/zod';
import { formsWordsSchema } from '../forms/content-schema';
import { svgSize } from '../lib/svg-size';
import { iconNames } from './icon-names';
import { text } from './primitives';

/** A path inside this site, such as `/contact`. */
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, 'must be a path on this site starting with "/", such as "/contact"');

/** An illustration in `public/images/`, drawn as an SVG with a viewBox so its size is known before it loads. */
export const imageSchema = z
  .object({
    /** Path under `public/`, such as `/images/trips/one-way-trip.svg`. */
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9/-]+\.svg$/, {
        message: 'must be an SVG path under /images/, such as "/images/hero.svg"',
        abort: true,
      })
      .superRefine((src, context) => {
        const size = svgSize(src);
        if ('problem' in size) context.addIssue({ code: 'custom', message: size.problem });
      }),
    /** What the picture shows, for people who cannot see it. Empty only when the picture is decoration. */
    alt: z.string(),
  })
  .transform((image) => {
    const size = svgSize(image.src);
    // The refinement above has already rejected any image without a size.
    return 'problem' in size ? { ...image, width: 0, height: 0 } : { ...image, ...size };
  });

/** A link drawn as a button. */
const actionSchema = z.object({
  /** The words on the button. */
  label: text,
  /** Where it goes. */
  href: internalHref,
});

/** The `<title>` and description of a page. */
const metaSchema = z.object({
  /** Shown in the browser tab and search results, before the company name. */
  title: text,
  /** One or two sentences for search results and link previews. */
  description: text.max(200, 'must be at most 200 characters'),
});

const iconSchema = z.enum(iconNames, {
  error: `must be one of: ${iconNames.join(', ')}`,
});

/** A "still unsure?" block that closes a page with a call to action. */
const calloutSchema = z.object({
  heading: text,
  text,
});

/** `src/content/site.json`: the company's details and the parts shared by every page. */
export const siteSchema = z.object({
  company: z.object({
    /** The trading name, shown in the header, footer and page titles. */
    name: text,
    /** The slogan, shown in the footer and on the home page. */
    slogan: text,
    phone: z.object({
      /** The toll-free number as people read it, such as "1-800-555-0199". */
      display: text,
      /** The same number for `tel:` links, in international form: "+18005550199". */
      tel: z.string().regex(/^\+\d{8,15}$/, 'must be "+" and 8 to 15 digits, such as "+18005550199"'),
    }),
    /** The info address that receives email. */
    email: z.email('must be an email address'),
    /** The Cape Coral office. */
    address: z.object({
      street: text,
      city: text,
      state: text,
      postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a US ZIP code'),
    }),
    /** Shown beside the contact details: "Available Regular Office Hours". */
    availability: text,
  }),
  /** Social profiles. An entry without `href` is shown as a name without a link. */
  social: z.array(
    z.object({
      name: z.enum(['Facebook', 'Instagram'], { error: 'must be "Facebook" or "Instagram"' }),
      href: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional(),
    }),
  ),
  /** The designer credit in the footer; it opens in a new tab. */
  designer: z.object({
    prefix: text,
    name: text,
    href: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
  }),
  /** Opening hours, one row for each group of days. */
  businessHours: z
    .array(z.object({ days: text, hours: text }))
    .min(1, 'must list at least one row of opening hours'),
  navigation: z.object({
    /** Accessible name of the main navigation landmark. */
    label: text,
    /** The page links, in the order shown. */
    links: z.array(z.object({ label: text, href: internalHref })).min(1, 'must list at least one link'),
    /** The header's call to action, "Book Now". */
    bookNow: actionSchema,
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
    /** The "Our Services" list. */
    services: z.array(z.object({ label: text, href: internalHref })).min(1, 'must list at least one service'),
    contactHeading: text,
    socialHeading: text,
    /** Words after the year and company name in the copyright line. */
    rightsReserved: text,
    /** Hidden words read out after links that open a new tab. */
    opensInNewTab: text,
    phoneLabel: text,
    emailLabel: text,
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

/** `src/content/pages/home.json`: the home page. */
export const homeSchema = z.object({
  meta: metaSchema,
  hero: z.object({
    title: text,
    subtitle: text,
    image: imageSchema,
    /** The main button, to booking. */
    primaryAction: actionSchema,
    /** Words before the phone number on the second button. */
    callLabel: text,
  }),
  /** Short promises shown under the hero: 24/7, Medicare/Medicaid, free assessments, free consultation. */
  promises: z.array(z.object({ title: text, text, icon: iconSchema })).min(1, 'must list at least one promise'),
  about: z.object({
    heading: text,
    image: imageSchema,
    /** The long About Us paragraph. */
    body: text,
    /** The figures beside it: 10+ Years of Service, 50+ Professional Drivers. */
    stats: z.array(z.object({ value: text, label: text })).min(1, 'must list at least one stat'),
  }),
  offers: z.object({
    heading: text,
    intro: text,
    /** The cards linking to the other pages. */
    cards: z
      .array(z.object({ title: text, description: text, href: internalHref, icon: iconSchema, linkLabel: text }))
      .min(1, 'must list at least one card'),
  }),
});

/** One county the company serves. */
export const countySchema = z.object({
  name: text,
  /** "Full service" or "Recurrent service": how the county is served. */
  serviceType: text,
  description: text,
  /** Which hospitals are reached, such as "All main hospitals". */
  hospitals: text,
  /** Which medical centers are reached, such as "Several medical centers". */
  medicalCenters: text,
  /** The service levels offered there, by name. */
  serviceLevels: z.array(text).min(1, 'must list at least one service level'),
});

/** `src/content/pages/coverage.json`: the coverage page and the counties. */
export const coverageSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  map: z.object({
    /** Text alternative of the generated map of Florida. */
    alt: text,
    caption: text,
  }),
  areaListHeading: text,
  detailsHeading: text,
  /** Field labels on each county card. */
  labels: z.object({ serviceType: text, hospitals: text, medicalCenters: text, serviceLevels: text }),
  counties: z.array(countySchema).min(1, 'must list at least one county'),
  moreInfo: calloutSchema.extend({ actions: z.array(actionSchema).min(1, 'must have at least one button') }),
});

/** One level of service, such as Wheelchair. */
export const serviceLevelSchema = z.object({
  name: text,
  description: text,
  icon: iconSchema,
  /** What the level includes, one short phrase each. */
  inclusions: z.array(text).min(1, 'must list at least one inclusion'),
});

/** The FAQ shows this many questions before "Show More", so it needs at least as many. */
const faqMinimumQuestions = 4;

/** `src/content/pages/services.json`: service levels and the FAQ. */
export const servicesSchema = z
  .object({
    meta: metaSchema,
    heading: text,
    intro: text,
    levelsHeading: text,
    inclusionsLabel: text,
    levels: z.array(serviceLevelSchema).min(1, 'must list at least one service level'),
    personalized: calloutSchema.extend({ action: actionSchema }),
    faq: z.object({
      heading: text,
      /** How many questions show before "Show More". */
      initiallyShown: z.number().int().min(1),
      showMore: text,
      showLess: text,
      questions: z
        .array(z.object({ question: text, answer: text }))
        .min(faqMinimumQuestions, `must have at least ${faqMinimumQuestions} questions: that many are shown before "Show More"`),
    }),
  })
  .refine(({ faq }) => faq.questions.length < faqMinimumQuestions || faq.initiallyShown < faq.questions.length, {
    message: 'must be smaller than the number of questions, or "Show More" would have nothing to show',
    path: ['faq', 'initiallyShown'],
  });

/** One way to travel, such as One-Way Trip. */
export const tripModeSchema = z.object({
  name: text,
  description: text,
  /** Exactly four short points. */
  features: z.array(text).length(4, 'must list exactly 4 features'),
  image: imageSchema,
});

/** `src/content/pages/trips.json`: the trip modes. */
export const tripsSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  modes: z.array(tripModeSchema).min(1, 'must list at least one trip mode'),
  notSure: calloutSchema.extend({ action: actionSchema }),
});

/** One vehicle in the fleet. */
export const vehicleSchema = z.object({
  name: text,
  /** Who and how many it carries, such as "3-4 passengers". */
  capacity: text,
  description: text,
  features: z.array(text).min(1, 'must list at least one feature'),
  image: imageSchema,
  icon: iconSchema,
});

/** `src/content/pages/vehicles.json`: the fleet. */
export const vehiclesSchema = z.object({
  meta: metaSchema,
  heading: text,
  intro: text,
  vehicles: z.array(vehicleSchema).min(1, 'must list at least one vehicle'),
  notSure: calloutSchema.extend({
    callLabel: text,
    emailLabel: text,
    /** Subject line of the email the "Schedule Consultation" button starts. */
    emailSubject: text,
  }),
});

/** `src/content/pages/contact.json`: the contact page around the forms. */
export const contactSchema = z.object({
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

/** `src/content/pages/not-found.json`: the page for unknown addresses. */
export const notFoundSchema = z.object({
  meta: metaSchema,
  heading: text,
  text,
  homeAction: actionSchema,
  /** Words before the phone number on the second button. */
  callLabel: text,
});

export type Site = z.infer<typeof siteSchema>;
export type Home = z.infer<typeof homeSchema>;
export type County = z.infer<typeof countySchema>;
export type Coverage = z.infer<typeof coverageSchema>;
export type ServiceLevel = z.infer<typeof serviceLevelSchema>;
export type Services = z.infer<typeof servicesSchema>;
export type TripMode = z.infer<typeof tripModeSchema>;
export type Trips = z.infer<typeof tripsSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type Vehicles = z.infer<typeof vehiclesSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type NotFound = z.infer<typeof notFoundSchema>;
export type Image = z.infer<typeof imageSchema>;
