import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import type { ZodType } from 'astro/zod';
import {
  contactSchema,
  coverageSchema,
  homeSchema,
  notFoundSchema,
  servicesSchema,
  siteSchema,
  tripsSchema,
  vehiclesSchema,
} from './content/schemas';

/**
 * Each content file is one document: its whole object is a single entry, id'd by the collection
 * name, so the schema can check counts (four features, at least four questions) across the file.
 */
function document<Schema extends ZodType>(id: string, path: string, schema: Schema) {
  return defineCollection({
    loader: file(path, { parser: (text) => [{ ...(JSON.parse(text) as object), id }] }),
    schema,
  });
}

export const collections = {
  site: document('site', 'src/content/site.json', siteSchema),
  home: document('home', 'src/content/pages/home.json', homeSchema),
  coverage: document('coverage', 'src/content/pages/coverage.json', coverageSchema),
  services: document('services', 'src/content/pages/services.json', servicesSchema),
  trips: document('trips', 'src/content/pages/trips.json', tripsSchema),
  vehicles: document('vehicles', 'src/content/pages/vehicles.json', vehiclesSchema),
  contact: document('contact', 'src/content/pages/contact.json', contactSchema),
  notFound: document('notFound', 'src/content/pages/not-found.json', notFoundSchema),
};
