/**
 * The company as search engines read it (schema.org JSON-LD on the home page of each language),
 * built from the facts, so it says exactly what the pages say: name, phone, email, the Cape Coral
 * address, the six counties served, the office hours, the service offered and the languages the
 * company serves in (one edition of the site each).
 */
import type { Facts } from '../content/facts/schema';
import { locales } from '../i18n/locales';

export interface StructuredDataWords {
  /** The service, in the page's language: "Non-emergency medical transportation". */
  service: string;
  /** The company's slogan, in the page's language. */
  description: string;
}

/** The office hours with times, as schema.org writes them; rows by special request have none to give. */
function openingHours(hours: Facts['hours']) {
  return hours.flatMap(({ days, opens, closes }) =>
    opens === undefined || closes === undefined ? [] : [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }],
  );
}

export function localBusiness(facts: Facts, words: StructuredDataWords, urls: { page: string; image: string }) {
  const { company } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'MedicalBusiness'],
    '@id': new URL('/#business', facts.website).href,
    name: company.name,
    description: words.description,
    url: urls.page,
    image: urls.image,
    telephone: company.phone.tel,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.state,
      postalCode: company.address.postalCode,
      addressCountry: 'US',
    },
    areaServed: facts.counties.map((county) => ({
      '@type': 'AdministrativeArea',
      name: `${county.name} County, ${company.address.state}`,
    })),
    openingHoursSpecification: openingHours(facts.hours),
    knowsLanguage: [...locales],
    makesOffer: {
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: words.service, serviceType: words.service },
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the script early. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
