/**
 * Every content file with the schema that checks it. The facts are one file for every language;
 * each other document has one file per language, `src/content/<folder>/<language>.json`, checked
 * by the schema beside it. The content collections (src/content.config.ts) and the typed loader
 * (load.ts) are both built from this table.
 */
import type { z } from 'astro/zod';
import type { Locale } from '../i18n/locales';
import { accessibilityWordsSchema } from './accessibility/schema';
import { contactWordsSchema } from './contact/schema';
import { coverageWordsSchema } from './coverage/schema';
import { factsSchema } from './facts/schema';
import { homeWordsSchema } from './home/schema';
import { nondiscriminationWordsSchema } from './nondiscrimination/schema';
import { notFoundWordsSchema } from './not-found/schema';
import { privacyWordsSchema } from './privacy/schema';
import { servicesWordsSchema } from './services/schema';
import { siteWordsSchema } from './site/schema';
import { tripsWordsSchema } from './trips/schema';
import { vehiclesWordsSchema } from './vehicles/schema';
import { rideHelperWordsSchema } from './ride-helper/schema';
import { zipCheckerWordsSchema } from './zip-checker/schema';

export const facts = { path: 'src/content/facts/facts.json', label: 'Company facts', schema: factsSchema } as const;

/** The documents written once per language: their folder, how the editor at /admin names them, and their schema. */
export const wordDocuments = {
  site: { folder: 'site', label: 'Every page: header, menu, footer', schema: siteWordsSchema },
  home: { folder: 'home', label: 'Home', schema: homeWordsSchema },
  coverage: { folder: 'coverage', label: 'Coverage', schema: coverageWordsSchema },
  services: { folder: 'services', label: 'Services and FAQ', schema: servicesWordsSchema },
  trips: { folder: 'trips', label: 'Trip types', schema: tripsWordsSchema },
  vehicles: { folder: 'vehicles', label: 'Vehicles', schema: vehiclesWordsSchema },
  contact: { folder: 'contact', label: 'Contact page and forms', schema: contactWordsSchema },
  notFound: { folder: 'not-found', label: 'Page not found (404)', schema: notFoundWordsSchema },
  accessibility: { folder: 'accessibility', label: 'Accessibility statement', schema: accessibilityWordsSchema },
  privacy: { folder: 'privacy', label: 'Privacy notice', schema: privacyWordsSchema },
  nondiscrimination: { folder: 'nondiscrimination', label: 'Nondiscrimination notice', schema: nondiscriminationWordsSchema },
  zipChecker: { folder: 'zip-checker', label: 'ZIP code checker', schema: zipCheckerWordsSchema },
  rideHelper: { folder: 'ride-helper', label: 'Which ride fits? (vehicles and trip types)', schema: rideHelperWordsSchema },
} as const;

export type WordDocument = keyof typeof wordDocuments;
export const wordDocumentNames = Object.keys(wordDocuments) as WordDocument[];

/** What a document holds once checked (images with their sizes, and so on). */
export type Words<Document extends WordDocument> = z.output<(typeof wordDocuments)[Document]['schema']>;

export function wordsPath(document: WordDocument, locale: Locale): string {
  return `src/content/${wordDocuments[document].folder}/${locale}.json`;
}
