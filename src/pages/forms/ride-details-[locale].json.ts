/**
 * `/forms/ride-details-<language>.json`: the ride details' words, loaded by the contact page's
 * script once it starts instead of travelling in its HTML (src/forms/words.ts `splitRideWords`),
 * and where the office reads another language, the words a message is written in for it.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadFormsWords, officeWordsFor, splitRideWords } from '../../forms/words';
import { type Locale, locales } from '../../i18n/locales';

export const getStaticPaths = (() => locales.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = params['locale'] as Locale;
  const office = officeWordsFor(locale);
  const later = splitRideWords(loadFormsWords(locale)).later;
  return new Response(JSON.stringify(office === undefined ? later : { ...later, office }), {
    headers: { 'Content-Type': 'application/json' },
  });
};
