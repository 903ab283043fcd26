/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- the cases edit untyped copies, see edited() */
import { describe, expect, it } from 'vitest';
import { wordDocumentNames } from './documents';
import { fillFromEnglish } from './fallback';
import { firstEditionFacts, firstEditionWords, readFirstEdition } from './first-edition/read';
import { checkFacts, checkWords, ContentError, loadFacts, loadWords, readRaw } from './load';
import { locales } from '../i18n/locales';

/** A content file's JSON, untyped on purpose: each case breaks the shape the types would enforce. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = any;

/**
 * A content file of the first edition (first-edition/) with `change` applied, so each case starts
 * from a real file that the owner's edits of the live one do not move.
 */
function edited(document: Parameters<typeof readRaw>[0], locale: (typeof locales)[number], change: (copy: Untyped) => void): unknown {
  const copy = structuredClone(readFirstEdition(document, locale));
  change(copy);
  return copy;
}

/** The message of the ContentError that checking throws, or '' when it passes. */
function mistake(check: () => unknown): string {
  try {
    check();
    return '';
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
}

describe('the content files as shipped', () => {
  it('facts.json matches its schema', () => {
    expect(() => loadFacts()).not.toThrow();
  });

  for (const locale of locales) {
    it.each(wordDocumentNames)(`%s in ${locale} matches its schema and describes every fact`, (document) => {
      expect(() => loadWords(document, locale)).not.toThrow();
    });
  }

  it('gives every illustration its size from the SVG viewBox', () => {
    for (const mode of loadWords('trips', 'es').modes) {
      expect(mode.image.width).toBeGreaterThan(0);
      expect(mode.image.height).toBeGreaterThan(0);
    }
  });
});

describe('a content mistake is reported with the file and the field that is wrong', () => {
  const facts = firstEditionFacts();

  it.each([
    [
      'a missing field',
      'home',
      'en',
      (copy: Untyped) => {
        delete copy.hero.title;
      },
      'src/content/home/en.json',
      'hero.title: ',
    ],
    [
      'a blank sentence',
      'home',
      'es',
      (copy: Untyped) => {
        copy.about.body = '   ';
      },
      'src/content/home/es.json',
      'about.body: must not be empty',
    ],
    [
      'a county of the facts without its words in English',
      'coverage',
      'en',
      (copy: Untyped) => {
        delete copy.counties.lee;
      },
      'src/content/coverage/en.json',
      'counties.lee: missing: facts.json counties has "lee"',
    ],
    [
      'words for a county the facts do not list',
      'coverage',
      'en',
      (copy: Untyped) => {
        copy.counties.orange = copy.counties.lee;
      },
      'src/content/coverage/en.json',
      'counties.orange: facts.json counties has no "orange"',
    ],
    [
      'a trip mode with five features',
      'trips',
      'es',
      (copy: Untyped) => {
        copy.modes[0].features.push('Otra');
      },
      'src/content/trips/es.json',
      'modes.0.features: must list exactly 4 features',
    ],
    [
      'no more FAQ questions than are shown first',
      'services',
      'en',
      (copy: Untyped) => {
        copy.faq.questions.splice(4);
      },
      'src/content/services/en.json',
      'faq.questions: must have more than 4 questions',
    ],
    [
      'a title too long for search results with the company name',
      'coverage',
      'es',
      (copy: Untyped) => {
        copy.meta.title = 'Cobertura en el suroeste de Florida, seis condados';
      },
      'src/content/coverage/es.json',
      'meta.title: "Cobertura en el suroeste de Florida, seis condados | Example Medical Rides" is 74 characters with the company name; at most 60',
    ],
    [
      'a description too short for search results',
      'trips',
      'en',
      (copy: Untyped) => {
        copy.meta.description = 'Trip types.';
      },
      'src/content/trips/en.json',
      'meta.description: must be at least 50 characters',
    ],
    [
      'an icon that does not exist',
      'vehicles',
      'es',
      (copy: Untyped) => {
        copy.vehicles['medical-van'].icon = 'rocket';
      },
      'src/content/vehicles/es.json',
      'vehicles.medical-van.icon: must be one of',
    ],
    [
      'an image that is not in public/',
      'trips',
      'en',
      (copy: Untyped) => {
        copy.modes[3].image.src = '/images/trips/missing.svg';
      },
      'src/content/trips/en.json',
      'modes.3.image.src: names a file that does not exist in public/',
    ],
    [
      'an image that is not an SVG',
      'vehicles',
      'en',
      (copy: Untyped) => {
        copy.vehicles['regular-car'].image.src = '/images/car.png';
      },
      'src/content/vehicles/en.json',
      'vehicles.regular-car.image.src: must be an SVG path under /images/',
    ],
    [
      'a link to a page the site does not have',
      'coverage',
      'es',
      (copy: Untyped) => {
        copy.moreInfo.actions[0].to = 'no-such-page';
      },
      'src/content/coverage/es.json',
      'moreInfo.actions.0.to: must be one of the pages',
    ],
    [
      'a capacity that leaves out a number',
      'vehicles',
      'es',
      (copy: Untyped) => {
        copy.capacity.seated = '{min} pasajeros';
      },
      'src/content/vehicles/es.json',
      'capacity.seated: must contain "{max}"',
    ],
    [
      'subjects out of the required order (FORM-SUBJECTS)',
      'contact',
      'es',
      (copy: Untyped) => {
        copy.forms.contact.fields.subject.options.reverse();
      },
      'src/content/contact/es.json',
      'forms.contact.fields.subject.options: options must be, in this order: consulta, cotizacion, reclamo, otro',
    ],
    [
      'a checked field without words for a bad value',
      'contact',
      'en',
      (copy: Untyped) => {
        delete copy.forms.career.fields.experience.invalid;
      },
      'src/content/contact/en.json',
      'forms.career.fields.experience.invalid: ',
    ],
  ] as const)('%s', (_mistake, document, locale, change, file, expected) => {
    const message = mistake(() => checkWords(document, locale, edited(document, locale, change), facts));
    expect(message).toContain(file);
    expect(message).toContain(expected);
  });

  it.each([
    [
      'a phone number that cannot be dialled',
      (copy: Untyped) => {
        copy.company.phone.tel = '1-800-555-0199';
      },
      'company.phone.tel: must be "+" and 8 to 15 digits',
    ],
    [
      'a malformed email',
      (copy: Untyped) => {
        copy.company.email = 'info at example';
      },
      'company.email: must be an email address',
    ],
    [
      'a social address that is not https',
      (copy: Untyped) => {
        copy.social[0].href = 'http://facebook.example';
      },
      'social.0.href: must be an https:// address',
    ],
    [
      'no office hours',
      (copy: Untyped) => {
        copy.hours = [];
      },
      'hours: must list at least one row of opening hours',
    ],
    [
      'an opening time without a closing time',
      (copy: Untyped) => {
        delete copy.hours[0].closes;
      },
      'hours.0.closes: must give both "opens" and "closes"',
    ],
    [
      'a county offering an unknown service level',
      (copy: Untyped) => {
        copy.counties[1].serviceLevels[0] = 'helicopter';
      },
      'counties.1.serviceLevels.0: "helicopter" is not one of serviceLevels',
    ],
    [
      'a language help line in a language that is no language tag',
      (copy: Untyped) => {
        copy.civilRights.taglines[0].lang = 'new-entry';
      },
      'civilRights.taglines.0.lang: must be a language tag',
    ],
    [
      'a website address with a path',
      (copy: Untyped) => {
        copy.website = 'https://www.example.com/rides';
      },
      'website: must be the site root',
    ],
    [
      'a website that is not an address at all',
      (copy: Untyped) => {
        copy.website = 'www.example.com';
      },
      'website: must be an https:// address',
    ],
  ] as const)('facts.json: %s', (_mistake, change, expected) => {
    const message = mistake(() => checkFacts(edited('facts', 'en', change)));
    expect(message).toContain('src/content/facts/facts.json');
    expect(message).toContain(expected);
  });
});

describe('what a language has not translated yet', () => {
  const facts = firstEditionFacts();
  const english = <Document extends 'coverage' | 'trips'>(document: Document) => firstEditionWords(document, 'en', facts);
  const check = <Document extends 'coverage' | 'trips'>(document: Document, change: (copy: Untyped) => void) =>
    checkWords(document, 'ht', fillFromEnglish(readFirstEdition(document), edited(document, 'ht', change)).filled, facts);

  it('is taken from English, so a county’s words or a feature missing in Kreyòl is no mistake', () => {
    expect(check('coverage', (copy) => delete copy.counties.lee).counties['lee']).toEqual(english('coverage').counties['lee']);
    expect(check('trips', (copy) => void copy.modes[0].features.pop()).modes[0]?.features[3]).toBe(english('trips').modes[0]?.features[3]);
  });

  it('still has its own mistakes named in its own file', () => {
    expect(mistake(() => check('trips', (copy) => (copy.modes[0].features[0] = ' ')))).toContain('src/content/trips/ht.json');
  });
});
