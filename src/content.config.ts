import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import type { ZodType } from 'astro/zod';
import { contentDocuments } from './content/documents';

/**
 * Each content file is one document: its whole object is a single entry, id'd by the collection
 * name, so the schema can check counts (four features, at least four questions) across the file.
 */
function document<Schema extends ZodType>(id: string, { path, schema }: { path: string; schema: Schema }) {
  return defineCollection({
    loader: file(path, { parser: (text) => [{ ...(JSON.parse(text) as object), id }] }),
    schema,
  });
}

// Listed key by key, not mapped, so each collection keeps its own schema's type.
export const collections = {
  site: document('site', contentDocuments.site),
  home: document('home', contentDocuments.home),
  coverage: document('coverage', contentDocuments.coverage),
  services: document('services', contentDocuments.services),
  trips: document('trips', contentDocuments.trips),
  vehicles: document('vehicles', contentDocuments.vehicles),
  contact: document('contact', contentDocuments.contact),
  notFound: document('notFound', contentDocuments.notFound),
};
