/**
 * `/forms/ride-details-en.json` and `-es.json`: the ride details' words, loaded by the contact
 * page's script once it starts instead of travelling in its HTML (src/forms/words.ts
 * `splitRideWords`).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadFormsWords, splitRideWords } from '../../forms/words';
import { type Locale, locales } from '../../i18n/locales';

export const getStaticPaths = (() => locales.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(splitRideWords(loadFormsWords(params['locale'] as Locale)).later), {
    headers: { 'Content-Type': 'application/json' },
  });
