import { readFileSync } from 'node:fs';

/** The content files, read raw: tests expect what the content says, never a copy of it. */
function read(path: string): unknown {
  return JSON.parse(readFileSync(`src/content/${path}`, 'utf8'));
}

interface Link {
  label: string;
  href: string;
}

export const site = read('site.json') as {
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
};

export const home = read('pages/home.json') as {
  hero: { title: string; subtitle: string; image: { alt: string } };
  about: { heading: string; body: string; image: { alt: string }; stats: { value: string; label: string }[] };
  offers: { heading: string; cards: { title: string; href: string }[] };
};

export const coverage = read('pages/coverage.json') as {
  heading: string;
  map: { alt: string };
  counties: { name: string; serviceType: string; description: string; hospitals: string; medicalCenters: string }[];
  moreInfo: { heading: string; actions: Link[] };
};

export const services = read('pages/services.json') as {
  heading: string;
  levels: { name: string; description: string }[];
  personalized: { action: Link };
  faq: { initiallyShown: number; showMore: string; showLess: string; questions: { question: string; answer: string }[] };
};

export const trips = read('pages/trips.json') as {
  heading: string;
  modes: { name: string; description: string; features: string[]; image: { alt: string } }[];
  notSure: { heading: string; action: Link };
};

export const vehicles = read('pages/vehicles.json') as {
  heading: string;
  vehicles: { name: string; description: string; features: string[]; image: { alt: string } }[];
  notSure: { heading: string; callLabel: string; emailLabel: string };
};

export const contact = read('pages/contact.json') as {
  heading: string;
  info: { heading: string };
  hoursHeading: string;
};
