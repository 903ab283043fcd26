/**
 * Every content file with the schema that checks it: the content collections
 * (`src/content.config.ts`) are built from this table, and the schema tests check each file in it.
 */
import {
  contactSchema,
  coverageSchema,
  homeSchema,
  notFoundSchema,
  servicesSchema,
  siteSchema,
  tripsSchema,
  vehiclesSchema,
} from './schemas';

export const contentDocuments = {
  site: { path: 'src/content/site.json', schema: siteSchema },
  home: { path: 'src/content/pages/home.json', schema: homeSchema },
  coverage: { path: 'src/content/pages/coverage.json', schema: coverageSchema },
  services: { path: 'src/content/pages/services.json', schema: servicesSchema },
  trips: { path: 'src/content/pages/trips.json', schema: tripsSchema },
  vehicles: { path: 'src/content/pages/vehicles.json', schema: vehiclesSchema },
  contact: { path: 'src/content/pages/contact.json', schema: contactSchema },
  notFound: { path: 'src/content/pages/not-found.json', schema: notFoundSchema },
} as const;
