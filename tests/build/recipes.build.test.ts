/**
 * The docs' recipes, followed as written on one copy of the project whose every list the owner can
 * shorten is at its fewest entries (tests/support/list-ends.ts), so a recipe is tried on the
 * least content the editor lets the owner leave, and that least content is built and tested
 * too. Each recipe names the files it has a developer (or the owner) change, and the test changes
 * those and no others, then builds the copy and runs on it the content's checks, the dist tests
 * and the unit tests of what the recipes touch (the forms' table, the routes, the relay). A recipe
 * that needs a step it does not say fails here: the step's file is not named in it, or a test on
 * the copy goes red.
 *
 * Followed here: a county, a vehicle, a service level, a row of office hours, an FAQ question, a
 * trip mode and a new kind of Trip answer (src/content/README.md), a field of the contact form
 * (src/forms/README.md), a page (src/pages/_README.md). A field the owner edits
 * (src/admin/README.md), and every list at its most, are followed by edited-copy.build.test.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/astro-project.ts';
import { build, checkedOnTheCopy, failingChecksOn, failingUnitTestsOn, takeListsTo } from '../support/edited-copy.ts';
import { asTheEditorWrites } from '../support/owner-edits.ts';
import { defaultLocale, locales } from '../../src/i18n/locales.ts';
import { wordDocumentNames, wordDocuments } from '../../src/content/documents.ts';

type Json = Record<string, unknown>;

interface Recipe {
  /** The doc that holds it, and its heading there. */
  doc: string;
  heading: string;
  /** Each file it changes, as the recipe names it; `file` maps that name to the project's path. */
  changes: readonly { named: string; file: string; change: (text: string) => string }[];
}

/** A JSON file's change, written back as the editor writes it. */
function json(change: (value: Json) => void): (text: string) => string {
  return (text) => {
    const value = JSON.parse(text) as Json;
    change(value);
    return asTheEditorWrites(value);
  };
}

/** The text of a doc's section under `heading`, to the next heading. */
function section(doc: string, heading: string): string {
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`${doc} has no section "${heading}"`);
  const end = text.indexOf('\n## ', start + 3);
  return text.slice(start, end < 0 ? undefined : end);
}

const newKind = 'returnAnotherDay';

/** A page as a developer adds one: its schema, its words in each language, its component. */
const aboutSchema = `/** \`src/content/about/<language>.json\`: who the company is. */
import { z } from 'astro/zod';
import { metaSchema, text } from '../primitives';

export const aboutWordsSchema = z.object({
  meta: metaSchema,
  /** The page's big heading: "About us". */
  heading: text,
  /** The sentence or two under it. */
  intro: text,
});

export type AboutWords = z.infer<typeof aboutWordsSchema>;
`;
const aboutWords = {
  en: {
    meta: { title: 'About us', description: 'Who we are: a company that drives seniors and riders to their care in southwest Florida.' },
    heading: 'About us',
    intro: 'We drive seniors and people who use a wheelchair to their doctor, and back home.',
  },
  es: {
    meta: {
      title: 'Quiénes somos',
      description: 'Quiénes somos: una empresa que lleva a personas mayores a sus citas médicas en Florida.',
    },
    heading: 'Quiénes somos',
    intro: 'Llevamos a personas mayores y a quienes usan silla de ruedas a su médico, y de vuelta a casa.',
  },
  ht: {
    meta: { title: 'Kiyès nou ye', description: 'Kiyès nou ye: yon konpayi ki mennen granmoun al wè doktè yo nan sidwès Florid.' },
    heading: 'Kiyès nou ye',
    intro: 'Nou mennen granmoun ak moun ki nan chèz woulant al wè doktè yo, epi nou mennen yo lakay yo.',
  },
} as const;
const aboutPage = `import type { AboutWords } from '../../content/about/schema';
import type { Facts } from '../../content/facts/schema';
import type { Locale } from '../../i18n/locales';
import { PageIntro } from '../PageIntro';

/** Who the company is. */
export function AboutPage({ words }: { words: AboutWords; facts: Facts; locale: Locale }) {
  return <PageIntro heading={words.heading} intro={words.intro} />;
}
`;
const county = { id: 'sarasota', name: 'Sarasota', fips: '12115' };

/** The language the last recipe adds: Portuguese, whose spelling cspell has a dictionary for. */
const newLocale = 'pt';
/** The new language's names of the pages, as its menu shows them. */
const portugueseNavigation = {
  home: 'Início',
  coverage: 'Cobertura',
  services: 'Serviços',
  vehicles: 'Veículos',
  trips: 'Viagens',
  contact: 'Contato',
  accessibility: 'Acessibilidade',
  privacy: 'Privacidade',
  nondiscrimination: 'Não discriminação',
  about: 'Quem somos',
};
const inEnglishForNow = 'Em inglês por enquanto';
const portuguese = {
  facts: `  ${newLocale}: {
    name: 'Português',
    fullName: 'Portuguese',
    officeReads: 'en',
    openGraph: 'pt_BR',
    numbers: 'pt-BR',
    dateOrder: ['day', 'month', 'year'],
    written: {
      date: '{weekday}, {day} de {month} de {year}',
      longDate: '{day} de {month} de {year}',
      dayDate: '{weekday}, {day} de {month}',
      weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
      months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
      am: 'AM',
      pm: 'PM',
      shortDate: '{day}/{month}/{year}',
      and: 'e',
    },
  },
`,
  /** Each page's address, by the route: plain ASCII. */
  slugs: {
    home: '',
    coverage: 'cobertura',
    services: 'servicos',
    vehicles: 'veiculos',
    trips: 'viagens',
    contact: 'contato',
    accessibility: 'acessibilidade',
    privacy: 'privacidade',
    nondiscrimination: 'nao-discriminacao',
    about: 'quem-somos',
  } as Partial<Record<string, string>>,
  /** The words written so far; every other file is started empty, so it shows in English until written. */
  words: {
    site: {
      inEnglishForNow,
      navigation: {
        pages: portugueseNavigation,
        label: 'Principal',
        menuButton: 'Menu',
        callButton: 'Ligar',
        skipLink: 'Ir para o conteúdo principal',
        languagesLabel: 'Outros idiomas',
      },
    },
    'not-found': {
      heading: '404 - Página não encontrada',
      text: 'Não encontramos essa página. Tudo o que oferecemos está a um clique da página inicial, e pode sempre nos ligar.',
      homeAction: { label: 'Ir para a página inicial', to: 'home' },
      callLabel: 'Ligue grátis para',
    },
  } as Partial<Record<string, Json>>,
};
const vehicleId = 'wheelchair-suv';
const serviceLevel = 'companion';
/** The day the new row of office hours takes from the row that held it. */
const newRowDay = 'Sunday';
const newRow: { id: string; heldBy?: { id: string; days: string[] } } = { id: newRowDay.toLowerCase() };

/** A language's file, in `languages` (English and Spanish where a recipe writes both), each as the recipe names it. */
function inEachLanguage(
  folder: string,
  languages: readonly string[],
  change: (value: Json, locale: string) => void,
): Recipe['changes'][number][] {
  return languages.map((locale) => ({
    named: `${folder}/${locale}.json`,
    file: `src/content/${folder}/${locale}.json`,
    change: json((value) => {
      change(value, locale);
    }),
  }));
}

function facts(change: (facts: Json) => void): Recipe['changes'][number] {
  return { named: 'facts/facts.json', file: 'src/content/facts/facts.json', change: json(change) };
}

const recipes: readonly Recipe[] = [
  {
    doc: 'src/content/README.md',
    heading: 'Add a county',
    changes: [
      {
        named: 'facts/facts.json',
        file: 'src/content/facts/facts.json',
        change: json((facts) => {
          const counties = facts['counties'] as Json[];
          counties.push({ ...county, service: 'full', serviceLevels: counties[0]?.serviceLevels });
        }),
      },
      {
        named: 'coverage/en.json',
        file: 'src/content/coverage/en.json',
        change: json((coverage) => {
          (coverage['counties'] as Json)[county.id] = {
            description: 'Rides across Sarasota County, from Venice to Longboat Key, every day.',
            hospitals: 'All main hospitals',
            medicalCenters: 'Several medical centers',
          };
        }),
      },
    ],
  },
  {
    doc: 'src/content/README.md',
    heading: 'Add a vehicle',
    changes: [
      facts((facts) => {
        (facts['vehicles'] as Json[]).splice(1, 0, { id: vehicleId, capacity: { seated: { min: 2, max: 3 } } });
        const byMobility = (facts['rideHelper'] as { byMobility: Record<string, { vehicles: string[] }> }).byMobility;
        for (const { vehicles } of Object.values(byMobility)) if (vehicles.includes('medical-van')) vehicles.unshift(vehicleId);
      }),
      ...inEachLanguage('vehicles', [defaultLocale, 'es'], (words, locale) => {
        const vehicles = words['vehicles'] as Record<string, Json>;
        const picture = (Object.values(vehicles)[0] as { image: { src: string } }).image.src;
        vehicles[vehicleId] = {
          ...{
            en: {
              name: 'Wheelchair SUVs',
              description: 'A higher seat and a rear ramp, for one wheelchair and two companions.',
              features: ['A rear ramp', 'Room for one wheelchair'],
            },
            es: {
              name: 'Camionetas para silla de ruedas',
              description: 'Un asiento más alto y una rampa trasera, para una silla de ruedas y dos acompañantes.',
              features: ['Una rampa trasera', 'Espacio para una silla de ruedas'],
            },
          }[locale],
          image: { src: picture, alt: locale === 'es' ? 'Una camioneta blanca con una rampa.' : 'A white SUV with a ramp.' },
          icon: 'accessibility',
        };
      }),
    ],
  },
  {
    doc: 'src/content/README.md',
    heading: 'Add a service level',
    changes: [
      facts((facts) => {
        (facts['serviceLevels'] as string[]).push(serviceLevel);
        for (const { serviceLevels } of facts['counties'] as { serviceLevels: string[] }[]) serviceLevels.push(serviceLevel);
        (facts['serviceLevelAnswers'] as Json)[serviceLevel] = { help: 'doorToDoor' };
      }),
      ...inEachLanguage('services', [defaultLocale, 'es'], (words, locale) => {
        const written: Record<string, Json> = {
          en: {
            name: 'Companion Rides',
            description: 'A driver who stays with you through the visit and brings you home.',
            inclusions: ['A driver at your side for the whole visit'],
          },
          es: {
            name: 'Viajes con acompañante',
            description: 'Un conductor que se queda con usted durante la cita y lo lleva de vuelta a casa.',
            inclusions: ['Un conductor a su lado durante toda la cita'],
          },
        };
        (words['levels'] as Json)[serviceLevel] = { ...written[locale], icon: 'heart-handshake' };
      }),
    ],
  },
  {
    doc: 'src/content/README.md',
    heading: 'Add a row of office hours',
    changes: [
      facts((facts) => {
        const hours = facts['hours'] as { id: string; days: string[] }[];
        for (const row of hours) {
          const kept = row.days.filter((day) => day !== newRowDay);
          if (kept.length < row.days.length) newRow.heldBy = { id: row.id, days: kept };
          row.days = kept;
        }
        (hours as Json[]).push({ id: newRow.id, days: [newRowDay], opens: '09:00', closes: '13:00' });
      }),
      ...inEachLanguage('site', [defaultLocale, 'es'], (words, locale) => {
        const days = (words['hours'] as { days: Record<string, string> }).days;
        days[newRow.id] = locale === 'es' ? 'Domingo' : newRowDay;
        // The row that held the day, named by the days it keeps.
        if (locale === defaultLocale && newRow.heldBy !== undefined) days[newRow.heldBy.id] = newRow.heldBy.days.join(' – ');
      }),
    ],
  },
  {
    doc: 'src/content/README.md',
    heading: 'Add or reword an FAQ question',
    changes: [
      {
        named: 'services/en.json',
        file: 'src/content/services/en.json',
        change: json((services) => {
          (services['faq'] as { questions: unknown[] }).questions.push({
            question: 'Can I bring my service dog?',
            answer: 'Yes. Tell us when you book, so the driver expects it.',
          });
        }),
      },
      {
        named: 'services/es.json',
        file: 'src/content/services/es.json',
        change: json((services) => {
          (services['faq'] as { questions: unknown[] }).questions.push({
            question: '¿Puedo llevar a mi perro de servicio?',
            answer: 'Sí. Díganoslo al reservar, para que el conductor lo sepa.',
          });
        }),
      },
    ],
  },
  {
    doc: 'src/content/README.md',
    heading: 'Add a kind of Trip answer',
    changes: [
      {
        named: 'forms/values.ts',
        file: 'src/content/forms/values.ts',
        change: (text) =>
          text
            .replace("'multipleStops'] as const;", `'multipleStops', '${newKind}'] as const;`)
            .replace("'multipleStops', 'repeats', 'shared']", `'multipleStops', '${newKind}', 'repeats', 'shared']`),
      },
      {
        named: 'trips/en.json',
        file: 'src/content/trips/en.json',
        change: json((trips) => {
          const modes = trips['modes'] as Json[];
          modes.push({
            ...modes[0],
            name: 'Return Another Day',
            description: 'We take you there today and bring you home on the day you choose.',
            features: ['Two rides, one booking', 'Stay overnight', 'Home on your day', 'The same driver when we can'],
            books: newKind,
          });
        }),
      },
    ],
  },
  {
    doc: 'src/forms/README.md',
    heading: 'Add a field',
    changes: [
      {
        named: 'src/content/forms/tables.ts',
        file: 'src/content/forms/tables.ts',
        change: (text) => {
          const destination =
            "  { name: 'destination', control: 'input', type: 'text', autoComplete: 'off', maxLength: 200, required: false, section: 'ride' },\n";
          if (!text.includes(destination)) throw new Error('tables.ts has no destination row to add after');
          return text.replace(destination, `${destination}${destination.replace("'destination'", "'entrance'")}`);
        },
      },
      // Written in English and Spanish, as the owner writes: Kreyòl shows it in English (a lone "Antre" read as French to W3C's checker).
      ...[defaultLocale, 'es', 'first-edition'].map((locale) => ({
        named:
          { [defaultLocale]: 'src/content/contact/en.json', 'first-edition': 'src/content/first-edition/contact/en.json' }[locale] ??
          `${locale}.json`,
        file: locale === 'first-edition' ? 'src/content/first-edition/contact/en.json' : `src/content/contact/${locale}.json`,
        change: json((contact) => {
          const fields = (contact['forms'] as { contact: { fields: Json } }).contact.fields;
          const labels: Partial<Record<string, string>> = { es: 'Entrada' };
          fields['entrance'] = { label: labels[locale] ?? 'Entrance' };
        }),
      })),
    ],
  },
  {
    doc: 'src/pages/_README.md',
    heading: 'Add a page',
    changes: [
      {
        named: 'src/i18n/routes.ts',
        file: 'src/i18n/routes.ts',
        change: (text) =>
          text
            .replace("  'nondiscrimination',\n] as const;", "  'nondiscrimination',\n  'about',\n] as const;")
            .replace('\n};\n', "\n  about: { en: 'about', es: 'nosotros', ht: 'sou-nou' },\n};\n"),
      },
      { named: 'src/content/<id>/schema.ts', file: 'src/content/about/schema.ts', change: () => aboutSchema },
      ...locales.map((locale) => ({
        named: `\`${locale}.json\``,
        file: `src/content/about/${locale}.json`,
        change: () => asTheEditorWrites(aboutWords[locale]),
      })),
      {
        named: 'src/content/documents.ts',
        file: 'src/content/documents.ts',
        change: (text) =>
          text
            .replace(
              "import { accessibilityWordsSchema } from './accessibility/schema';",
              "import { aboutWordsSchema } from './about/schema';\nimport { accessibilityWordsSchema } from './accessibility/schema';",
            )
            .replace('  zipChecker: {', "  about: { folder: 'about', label: 'About us', schema: aboutWordsSchema },\n  zipChecker: {"),
      },
      ...locales.map((locale) => ({
        named: locale === defaultLocale ? 'src/content/site/en.json' : `\`${locale}.json\``,
        file: `src/content/site/${locale}.json`,
        change: json((site) => {
          ((site['navigation'] as Json)['pages'] as Json)['about'] = aboutWords[locale].heading;
        }),
      })),
      {
        named: 'src/content/first-edition/site/en.json',
        file: 'src/content/first-edition/site/en.json',
        change: json((site) => {
          ((site['navigation'] as Json)['pages'] as Json)['about'] = aboutWords.en.heading;
        }),
      },
      { named: 'src/components/pages/', file: 'src/components/pages/AboutPage.tsx', change: () => aboutPage },
      {
        named: 'src/pages/[...<id>].astro',
        file: 'src/pages/[...about].astro',
        change: () =>
          readFileSync('src/pages/[...accessibility].astro', 'utf8')
            .replaceAll('AccessibilityPage', 'AboutPage')
            .replaceAll("'accessibility'", "'about'")
            .replace('route="accessibility"', 'route="about"'),
      },
    ],
  },
  {
    // Last, so that its files are the pages' every page, the one the recipe above adds too.
    doc: 'src/i18n/README.md',
    heading: 'Add a language',
    changes: [
      {
        named: 'src/i18n/locales.ts',
        file: 'src/i18n/locales.ts',
        change: (text) =>
          text
            .replace(
              "export const locales = ['en', 'es', 'ht'] as const;",
              `export const locales = ['en', 'es', 'ht', '${newLocale}'] as const;`,
            )
            .replace("      and: 'ak',\n    },\n  },\n};\n", `      and: 'ak',\n    },\n  },\n${portuguese.facts}};\n`),
      },
      {
        named: 'src/i18n/routes.ts',
        file: 'src/i18n/routes.ts',
        change: (text) =>
          text.replace(/^( {2}(\w+): \{ en: '[^']*', es: '[^']*', ht: '[^']*') \},$/gm, (_line, start: string, route: string) => {
            const slug = portuguese.slugs[route];
            if (slug === undefined) throw new Error(`no Portuguese address for ${route}`);
            return `${start}, ${newLocale}: '${slug}' },`;
          }),
      },
      ...[...wordDocumentNames.map((name) => wordDocuments[name].folder), 'about'].map((folder) => ({
        named: 'src/content/<page>/<code>.json',
        file: `src/content/${folder}/${newLocale}.json`,
        change: () => asTheEditorWrites(portuguese.words[folder] ?? {}),
      })),
      {
        named: 'src/pages/<code>/404.astro',
        file: `src/pages/${newLocale}/404.astro`,
        change: () => readFileSync('src/pages/es/404.astro', 'utf8').replace('locale="es"', `locale="${newLocale}"`),
      },
      {
        named: 'worker/words.ts',
        file: 'worker/words.ts',
        change: (text) =>
          ['contact', 'trips', 'vehicles']
            .reduce(
              (written, file) =>
                written.replace(
                  `import ${file}Ht from '../src/content/${file}/ht.json' with { type: 'json' };\n`,
                  `$&import ${file}Pt from '../src/content/${file}/${newLocale}.json' with { type: 'json' };\n`,
                ),
              text,
            )
            .replace(
              '    ht: { contact: contactHt, trips: tripsHt, vehicles: vehiclesHt },\n',
              `$&    ${newLocale}: { contact: contactPt, trips: tripsPt, vehicles: vehiclesPt },\n`,
            ),
      },
      {
        named: 'cspell.config.yaml',
        file: 'cspell.config.yaml',
        change: (text) => `${text}  - filename: src/content/**/${newLocale}.json\n    language: pt-BR\n`,
      },
      {
        named: 'src/content/parity.test.ts',
        file: 'src/content/parity.test.ts',
        change: (text) =>
          text.replace('ht: sameInKreyol };', `ht: sameInKreyol, ${newLocale}: new Map([['Menu', 'the same word in Portuguese']]) };`),
      },
      {
        named: 'tests/support/site-routes.ts',
        file: 'tests/support/site-routes.ts',
        change: (text) => text.replace("ht: '/ht/pa-egziste' }", `ht: '/ht/pa-egziste', ${newLocale}: '/${newLocale}/nao-existe' }`),
      },
    ],
  },
];

describe('a copy of the project with every list at its fewest, then each recipe followed as written', () => {
  const project = copyProject('recipes-', checkedOnTheCopy);

  beforeAll(async () => {
    takeListsTo(project, 'fewest');
    for (const { changes } of recipes)
      for (const { file, change } of changes) {
        const path = join(project, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, change(existsSync(path) ? readFileSync(path, 'utf8') : ''));
      }
    await build(project);
  }, 120_000);

  it.each(recipes.map((recipe) => [`${recipe.doc}, “${recipe.heading}”`, recipe] as const))(
    '%s names every file it has changed',
    (_name, { doc, heading, changes }) => {
      const text = section(doc, heading);
      expect(changes.map(({ named }) => named).filter((named) => !text.includes(named))).toEqual([]);
    },
  );

  it('builds, and passes the content’s checks and the dist tests', async () => {
    expect(await failingChecksOn(project)).toEqual([]);
  }, 90_000);

  it('shows a page the new language has not written yet in English, marked so under its note in that language', () => {
    const page = new JSDOM(readFileSync(join(project, 'dist', newLocale, `${portuguese.slugs['coverage'] ?? ''}.html`), 'utf8')).window
      .document;
    const main = page.querySelector('main');
    expect(page.documentElement.lang).toBe(newLocale);
    expect(main?.querySelector(`p[lang="${newLocale}"]`)?.textContent).toBe(inEnglishForNow);
    expect(main?.querySelector('h1')?.closest('[lang]')?.getAttribute('lang')).toBe(defaultLocale);
    expect(page.querySelector('nav a[aria-current="page"]')?.textContent).toBe(portugueseNavigation.coverage);
  });

  it('passes the unit tests of what the recipes touch: the forms, the routes and the relay', async () => {
    // The table's checks, the message's lines, "Book this" links, the routes and the relay's words: not the form's components, which walk the same table.
    const touched = [
      'src/forms/fields',
      'src/forms/delivery',
      'src/forms/booking',
      'src/forms/words.test.ts',
      'src/i18n',
      'worker/words.test.ts',
    ];
    expect(await failingUnitTestsOn(project, touched)).toEqual([]);
  }, 90_000);
});
