import { readFileSync } from 'node:fs';

/** The content files, read raw: tests expect what the content says, never a copy of it. */
function read<T>(path: string): T {
  return JSON.parse(readFileSync(`src/content/${path}`, 'utf8')) as T;
}

interface Link {
  label: string;
  href: string;
}

export const site = read<{
  company: {
    name: string;
    slogan: string;
    phone: { display: string; tel: string };
    email: string;
    address: { street: string; city: string; state: string; postalCode: string };
    availability: string;
  };
  social: { name: string; href?: string }[];
  designer: { name: string; href: string };
  businessHours: { days: string; hours: string }[];
  navigation: { links: Link[]; bookNow: Link; menuButton: string };
  footer: { quickLinksHeading: string; servicesHeading: string; services: Link[] };
}>('site.json');

export const home = read<{
  hero: { title: string; subtitle: string; image: { alt: string } };
  about: { heading: string; body: string; image: { alt: string }; stats: { value: string; label: string }[] };
  offers: { heading: string; cards: { title: string; href: string }[] };
}>('pages/home.json');

export const coverage = read<{
  heading: string;
  map: { alt: string };
  counties: { name: string; serviceType: string; description: string; hospitals: string; medicalCenters: string }[];
  moreInfo: { heading: string; actions: Link[] };
}>('pages/coverage.json');

export const services = read<{
  heading: string;
  levels: { name: string; description: string }[];
  personalized: { action: Link };
  faq: { initiallyShown: number; showMore: string; showLess: string; questions: { question: string; answer: string }[] };
}>('pages/services.json');

export const trips = read<{
  heading: string;
  modes: { name: string; description: string; features: string[]; image: { alt: string } }[];
  notSure: { heading: string; action: Link };
}>('pages/trips.json');

export const vehicles = read<{
  heading: string;
  vehicles: { name: string; description: string; features: string[]; image: { alt: string } }[];
  notSure: { heading: string; callLabel: string; emailLabel: string };
}>('pages/vehicles.json');

export const contact = read<{
  heading: string;
  info: { heading: string };
  hoursHeading: string;
}>('pages/contact.json');
