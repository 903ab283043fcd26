/**
 * The picture shared links show (og:image, which Twitter's large card uses too), one per language:
 * /images/social-<language>.png, drawn at build time (src/drawing/social-image.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadFacts, loadWords } from '../../content/load';
import { type Locale, locales } from '../../i18n/locales';
import { socialImagePng } from '../../drawing/social-image';

export const getStaticPaths = (() => locales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const { company } = loadFacts();
  const home = loadWords('home', props.locale);
  const png = await socialImagePng({
    company: company.name,
    headline: home.hero.title,
    callLabel: home.hero.callLabel,
    phone: company.phone.display,
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
