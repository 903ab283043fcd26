/**
 * `src/content/facts/facts.json`: what is true of the company in every language, kept once. The
 * words that go with these facts live in each language's files, tied to them by `id`.
 */
import { z } from 'astro/zod';
import { rideAnswersSchema } from '../forms/ride-answers-schema';
import { optionsOf } from '../forms/tables';
import { tripKinds } from '../forms/values';
import { comeBackAnswers } from '../ride-helper/values';
import { factId, type IdOfMeta, type KeyListMeta, languageTag, type RecordKeysMeta, template, text } from '../primitives';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/** A time of day on a 24-hour clock, such as "08:00" or "17:00". */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as "08:00"');

/** Days as schema.org names them (so structured data can use them as they are). */
const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A value for each of `keys`, every one of them given. */
function keyedBy<Value extends z.ZodType>(keys: readonly string[], value: Value) {
  return z.record(z.enum(keys as [string, ...string[]]), value);
}

/** "Which ride fits?", the helper on /vehicles and /trips: how its answers make a suggestion. */
const rideHelper = z.object({
  /** For each way a rider gets around, as the contact form's Mobility question offers them: the vehicles that suit, best first, and the service level. */
  byMobility: keyedBy(
    optionsOf('contact', 'mobility'),
    z.object({
      /** The vehicles that suit, best first: the first with a seat for everyone travelling is suggested. */
      vehicles: z.array(factId.meta({ idOf: 'vehicles' } satisfies IdOfMeta)).min(1, 'must name at least one vehicle'),
      /** The service level suggested. */
      serviceLevel: factId.meta({ idOf: 'serviceLevels' } satisfies IdOfMeta),
    }),
  ),
  /** How many people each answer to "How many travel with the rider?" adds to the rider ("Three or more" as 3). */
  companions: keyedBy(optionsOf('contact', 'companions'), z.int().min(0)),
  /** The trip each answer to "Does the rider come back the same day?" means: one way, a round trip with waiting, or one where we come back when called. */
  comeBack: keyedBy(comeBackAnswers, z.enum(tripKinds, { error: `must be one of: ${tripKinds.join(', ')}` })),
});

function uniqueIds(items: readonly { id: string }[]): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

/** How a county is served: every day, or regular rides booked ahead. Each has one name per language (coverage `serviceTypes`). */
export const serviceKinds = ['full', 'recurrent'] as const;

const county = z.object({
  id: factId,
  /** The county's name, the same in every language, as the map and the pages show it. */
  name: text,
  /** Its 5-digit FIPS code (state, then county: Lee is "12071"): how the ZIP code data names it. */
  fips: z.string().regex(/^\d{5}$/, 'must be the county\'s 5-digit FIPS code, such as "12071"'),
  /** How it is served: "full" every day, or "recurrent" for regular rides booked ahead. */
  service: z.enum(serviceKinds, { error: 'must be "full" or "recurrent"' }),
  /** The service levels offered there, chosen from the service levels below. */
  serviceLevels: z.array(factId.meta({ idOf: 'serviceLevels' } satisfies IdOfMeta)).min(1, 'must list at least one service level'),
});

/** A phone number as people read it and as a `tel:` link dials it. */
const phoneNumber = z.object({
  /** As people read it, such as "1-800-555-0199". */
  display: text,
  /** The same number as a phone dials it: "+1" and the digits, no spaces: "+18005550199". */
  tel: z.string().regex(/^\+\d{8,15}$/, 'must be "+" and 8 to 15 digits, such as "+18005550199"'),
});

/** A service the forms send visitors' words through, named in the privacy notice. */
const outsideService = z.object({
  /** Its name, as the privacy notice writes it: "Google". */
  name: text,
  /** The address of its own privacy notice. */
  privacyNotice: httpsUrl,
});

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD, such as "2026-11-23"' });

const vehicle = z.object({
  id: factId,
  /** How many it carries: seated passengers, from a fewest to a most, or passengers lying down. */
  capacity: z.union([
    z.object({
      /** For seated passengers: fill in both numbers and leave "Lying down" empty. */
      seated: z.object({
        /** The fewest it carries: 3 for "3-4 passengers". */
        min: z.int().min(1),
        /** The most it carries: 4 for "3-4 passengers". */
        max: z.int().min(1),
      }),
    }),
    z.object({
      /** For passengers lying down, such as on a stretcher: how many. Leave "Seated" empty then. */
      lyingDown: z.int().min(1),
    }),
  ]),
});

const openingHours = z
  .object({
    id: factId,
    /** The days this row is for. */
    days: z.array(z.enum(weekDays)).min(1, 'must list at least one day'),
    /** When the office opens, on a 24-hour clock ("08:00"). Leave both times empty where these days are by special request. */
    opens: clockTime.optional(),
    /** When it closes, on a 24-hour clock ("17:00"). */
    closes: clockTime.optional(),
  })
  .refine((hours) => (hours.opens === undefined) === (hours.closes === undefined), {
    message: 'must give both "opens" and "closes", or neither (by special request)',
    path: ['closes'],
  });

export const factsSchema = z
  .object({
    /** The site's public address, with no path: canonical links, the sitemap and social cards are built on it. */
    // Checked only once it is an address: zod goes on to this check after the first has failed.
    website: httpsUrl.refine(
      (url) => URL.canParse(url) && new URL(url).pathname === '/',
      'must be the site root, such as "https://www.example.com"',
    ),
    /** The company's name and how to reach it, shown on every page. */
    company: z.object({
      /** The trading name, shown in the header, footer and page titles. */
      name: text,
      /** The toll-free number. */
      phone: phoneNumber,
      /** The info address that receives email. */
      email: z.email('must be an email address'),
      /** The Cape Coral office. */
      address: z.object({
        /** The street and number: "1234 Example Parkway". */
        street: text,
        /** "Cape Coral". */
        city: text,
        /** "FL". */
        state: text,
        /** The ZIP code: "33904". */
        postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a US ZIP code'),
      }),
    }),
    /**
     * The company's social profiles, in the footer. One without an address shows as a name without a
     * link; with none, the footer names none.
     *
     * @remarks The editor leaves an emptied list out of the file: left out, it is none.
     */
    social: z
      .array(
        z.object({
          /** Which network. */
          name: z.enum(['Facebook', 'Instagram'], { error: 'must be "Facebook" or "Instagram"' }),
          /** The address of the company's page there, starting https://; empty shows the name without a link. */
          href: httpsUrl.optional(),
        }),
      )
      .default([]),
    /** The designer credit in the footer; it opens in a new tab. */
    designer: z.object({
      /** The designer's name. */
      name: text,
      /** The designer's website, starting https://. */
      href: httpsUrl,
    }),
    /** Office hours, one row for each group of days, in the order shown. */
    hours: z.array(openingHours).min(1, 'must list at least one row of opening hours').refine(uniqueIds, 'must not repeat an id'),
    /** The levels of service, in the order /services shows them. */
    serviceLevels: z
      .array(factId)
      .min(1, 'must list at least one service level')
      .meta({ keyList: true } satisfies KeyListMeta),
    /**
     * What "Book this service" on each service level's card chooses on the contact form, by the
     * level: a way of getting around, the driver's help, a shared ride. A level with nothing here
     * opens the ride details with nothing chosen.
     */
    serviceLevelAnswers: z.record(factId, rideAnswersSchema).meta({ keysFrom: 'serviceLevels' } satisfies RecordKeysMeta),
    /** The suggestions of "Which ride fits?" on /vehicles and /trips. */
    rideHelper,
    /** The counties served, in the order the pages list them. */
    counties: z.array(county).min(1, 'must list at least one county').refine(uniqueIds, 'must not repeat an id'),
    /** The fleet, in the order /vehicles shows it. */
    vehicles: z.array(vehicle).min(1, 'must list at least one vehicle').refine(uniqueIds, 'must not repeat an id'),
    /** The figures beside About Us, such as "10+" years of service. */
    stats: z
      .array(
        z.object({
          id: factId,
          /** The figure as shown: "10+". */
          value: text,
        }),
      )
      .min(1, 'must list at least one figure')
      .refine(uniqueIds, 'must not repeat an id'),
    /**
     * How many questions of the FAQ show before "Show More": 4.
     *
     * @remarks Requirement FAQ-TOGGLE (docs/requirements.md).
     */
    faqInitiallyShown: z.int().min(1),
    /** When the accessibility statement was last reviewed, as YYYY-MM-DD; each language writes it its own way. */
    accessibilityReviewed: isoDate,
    /** When the privacy notice was last reviewed, as YYYY-MM-DD. */
    privacyReviewed: isoDate,
    /**
     * How many months the company keeps the messages and applications the forms send, then
     * deletes them; the privacy notice says so. Set it to the company's own practice.
     */
    messagesKeptMonths: z.int().min(1, 'must be at least 1 month').max(120, 'must be at most 120 months (10 years)'),
    /** The services the forms go through, named with their privacy notices on /privacy. */
    outsideServices: z.object({
      /** Hosts the website and, with the relay, the program that checks and passes on the forms' messages. */
      cloudflare: outsideService,
      /** Sign-in: reads the visitor's name and email address. */
      google: outsideService,
      /** Delivers the forms' messages to the company's inbox. */
      emailjs: outsideService,
    }),
    /** The nondiscrimination notice (Section 1557 of the Affordable Care Act). */
    civilRights: z.object({
      /** When the notice was last reviewed, as YYYY-MM-DD. */
      nondiscriminationReviewed: isoDate,
      /** Where a visitor may complain instead of, or besides, to the company. */
      office: z.object({
        /** Its name: "U.S. Department of Health and Human Services, Office for Civil Rights". */
        name: text,
        /** Its phone number. */
        phone: phoneNumber,
        /** Its line for the deaf and hard of hearing. */
        tdd: phoneNumber,
        /** Its online complaint portal. */
        complaintPortal: httpsUrl,
        /** Its page of complaint forms. */
        complaintForms: httpsUrl,
        /** Its postal address, line by line. */
        address: z.array(text).min(1, 'must give at least one line'),
      }),
      /**
       * "Language help is free", in the languages most spoken at home in the counties after
       * English, each in its own language on every page: a short line in the footer, a full
       * sentence with the company's phone number on the notice.
       */
      taglines: z
        .array(
          z.object({
            /** The language's code: "es" for Spanish, "ht" for Haitian Creole, "pt" for Portuguese. */
            lang: languageTag,
            /** The footer's short line, in that language. */
            short: text,
            /** The notice's full sentence, in that language. Keep {phone}: it becomes the company's number. */
            full: template('phone'),
          }),
        )
        .min(1, 'must give at least one language')
        .refine((lines) => new Set(lines.map((line) => line.lang)).size === lines.length, 'must not repeat a language'),
    }),
    /**
     * The forms' messages when something is missing or wrong, and when a message was sent or not,
     * in Spanish on every page, as the company asked for them.
     *
     * @remarks Requirement FORM-MESSAGES (docs/requirements.md): the exact words.
     */
    formMessages: z.object({
      /** Their language ("es"), so screen readers pronounce them right. */
      lang: languageTag,
      /** 'Complete todos los campos obligatorios.' */
      required: text,
      /** 'La experiencia debe ser un número válido y positivo.' */
      experience: text,
      /** 'Mensaje enviado correctamente.' */
      success: text,
      /**
       * 'Error:', the word before what went wrong when a message could not be sent.
       *
       * @remarks Requirement BANNER-ERROR: 'Error: '. The space is the code's, as the editor trims every value it saves.
       */
      errorPrefix: text,
      /** 'Error desconocido': a failure with no words of its own. */
      unknownError: text,
    }),
  })
  .superRefine((facts, context) => {
    /** A reference to a service level or a vehicle that the facts do not have is named where it is. */
    function mustBeOne(id: string | undefined, of: 'serviceLevels' | 'vehicles', path: (string | number)[]) {
      const ids = of === 'serviceLevels' ? facts.serviceLevels : facts.vehicles.map((vehicle) => vehicle.id);
      if (id !== undefined && !ids.includes(id))
        context.addIssue({ code: 'custom', message: `"${id}" is not one of ${of}: ${ids.join(', ')}`, path });
    }
    facts.counties.forEach((county, index) => {
      county.serviceLevels.forEach((level, levelIndex) => {
        mustBeOne(level, 'serviceLevels', ['counties', index, 'serviceLevels', levelIndex]);
      });
    });
    for (const [level, answers] of Object.entries(facts.serviceLevelAnswers)) {
      mustBeOne(level, 'serviceLevels', ['serviceLevelAnswers', level]);
      mustBeOne(answers.vehicle, 'vehicles', ['serviceLevelAnswers', level, 'vehicle']);
    }
    for (const [mobility, { vehicles, serviceLevel }] of Object.entries(facts.rideHelper.byMobility)) {
      vehicles.forEach((vehicle, index) => {
        mustBeOne(vehicle, 'vehicles', ['rideHelper', 'byMobility', mobility, 'vehicles', index]);
      });
      mustBeOne(serviceLevel, 'serviceLevels', ['rideHelper', 'byMobility', mobility, 'serviceLevel']);
    }
  });

export type Facts = z.infer<typeof factsSchema>;
