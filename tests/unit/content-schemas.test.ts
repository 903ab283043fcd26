/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- the cases edit untyped copies, see edited() */
import { readFileSync } from 'node:fs';
import type { ZodType } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { contentDocuments } from '../../src/content/documents';
import { coverageSchema, homeSchema, servicesSchema, siteSchema, tripsSchema, vehiclesSchema } from '../../src/content/schemas';

type Json = Record<string, unknown>;

function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

function load(document: keyof typeof contentDocuments): Json {
  return readJson(contentDocuments[document].path);
}

/** The issues zod reports, as `path: message` lines, the way the build names them. */
function problems(schema: ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/**
 * A deep copy of `document` with `change` applied, so each case starts from the real file.
 * The copy is untyped on purpose: each case breaks the shape the types would enforce.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edited(document: Json, change: (copy: any) => void): Json {
  const copy = structuredClone(document);
  change(copy);
  return copy;
}

describe('the content files as shipped', () => {
  it.each(Object.values(contentDocuments))('$path matches its schema', ({ path, schema }) => {
    expect(problems(schema, readJson(path))).toEqual([]);
  });

  it('gives every illustration its size from the SVG viewBox', () => {
    const trips = tripsSchema.parse(load('trips'));
    for (const mode of trips.modes) {
      expect(mode.image.width).toBeGreaterThan(0);
      expect(mode.image.height).toBeGreaterThan(0);
    }
  });
});

describe('a content mistake is reported with the field that is wrong', () => {
  const home = load('home');
  const coverage = load('coverage');
  const services = load('services');
  const trips = load('trips');
  const vehicles = load('vehicles');
  const site = load('site');

  it.each([
    ['a missing field', homeSchema, edited(home, (copy) => delete copy.hero.title), 'hero.title: '],
    ['a blank sentence', homeSchema, edited(home, (copy) => (copy.about.body = '   ')), 'about.body: must not be empty'],
    [
      'a county without a service type',
      coverageSchema,
      edited(coverage, (copy) => delete copy.counties[2].serviceType),
      'counties.2.serviceType: ',
    ],
    [
      'a trip mode with three features',
      tripsSchema,
      edited(trips, (copy) => copy.modes[0].features.pop()),
      'modes.0.features: must list exactly 4 features',
    ],
    [
      'fewer than 4 FAQ entries',
      servicesSchema,
      edited(services, (copy) => copy.faq.questions.splice(3)),
      'faq.questions: must have at least 4 questions',
    ],
    [
      'more questions shown first than there are',
      servicesSchema,
      edited(services, (copy) => (copy.faq.initiallyShown = 10)),
      'faq.initiallyShown: must be smaller than the number of questions',
    ],
    [
      'an icon that does not exist',
      vehiclesSchema,
      edited(vehicles, (copy) => (copy.vehicles[1].icon = 'rocket')),
      'vehicles.1.icon: must be one of',
    ],
    [
      'an image that is not in public/',
      tripsSchema,
      edited(trips, (copy) => (copy.modes[3].image.src = '/images/trips/missing.svg')),
      'modes.3.image.src: names a file that does not exist in public/',
    ],
    [
      'an image that is not an SVG',
      vehiclesSchema,
      edited(vehicles, (copy) => (copy.vehicles[0].image.src = '/images/car.png')),
      'vehicles.0.image.src: must be an SVG path under /images/',
    ],
    [
      'a link that leaves the site',
      coverageSchema,
      edited(coverage, (copy) => (copy.moreInfo.actions[0].href = 'https://example.com')),
      'moreInfo.actions.0.href: must be a path on this site',
    ],
    [
      'a phone number that cannot be dialled',
      siteSchema,
      edited(site, (copy) => (copy.company.phone.tel = '1-800-555-0199')),
      'company.phone.tel: must be "+" and 8 to 15 digits',
    ],
    ['a malformed email', siteSchema, edited(site, (copy) => (copy.company.email = 'info at example')), 'company.email: must be an email address'],
    [
      'a social address that is not https',
      siteSchema,
      edited(site, (copy) => (copy.social[0].href = 'http://facebook.example')),
      'social.0.href: must be an https:// address',
    ],
    [
      'no business hours',
      siteSchema,
      edited(site, (copy) => (copy.businessHours = [])),
      'businessHours: must list at least one row of opening hours',
    ],
  ])('%s', (_mistake, schema, data, expected) => {
    const found = problems(schema, data);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });
});
