import { readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { contentDocuments } from '../../src/content/documents.ts';

type Documents = typeof contentDocuments;

/**
 * A content file, read raw and typed as written (before the schema's transforms): tests expect
 * what the content says, never a copy of it.
 */
function read<Document extends keyof Documents>(document: Document): z.input<Documents[Document]['schema']> {
  return JSON.parse(readFileSync(contentDocuments[document].path, 'utf8')) as z.input<Documents[Document]['schema']>;
}

export const site = read('site');
export const home = read('home');
export const coverage = read('coverage');
export const services = read('services');
export const trips = read('trips');
export const vehicles = read('vehicles');
export const contact = read('contact');
