/**
 * The valid edits an owner makes at /admin, and what each must show on the built pages: made on a
 * copy of the project by `npm run test:edits` (which then runs all of `npm test` there) and by
 * tests/build/edited-copy.build.test.ts. The owner writes English and Spanish and nobody writes
 * Kreyòl: a question added in those two, and a feature added in English only, must show on the
 * other languages' pages in English, marked `lang="en"`, under the page's "In English for now".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { builtFile } from '../../scripts/lib/route-weight.ts';
import { defaultLocale, type Locale, locales } from '../../src/i18n/locales.ts';
import type { RouteId } from '../../src/i18n/routes.ts';

type Json = Record<string, unknown>;

/**
 * A words file by its folder, as src/content/documents.ts names it: written out here because this
 * module also runs under plain Node (scripts/test-edits.ts), which cannot load the schemas.
 */
function wordsFile(folder: string, locale: Locale): string {
  return `src/content/${folder}/${locale}.json`;
}

/** Changes a JSON file of the copy, written back as the editor writes it: JSON's own two-space layout (src/admin/editor-config.ts). */
type JsonEditor = (file: string, change: (json: Json) => void) => void;

/** Words a built page must show; `inEnglish`: on a page of another language, inside `lang="en"`, and `withNote`: in an entry under the page's "In English for now". */
export interface Shown {
  route: RouteId;
  locale: Locale;
  words: string;
  inEnglish?: { withNote: boolean };
}

export interface OwnerEdit {
  /** What the owner did, as a report names it. */
  what: string;
  apply: (edit: JsonEditor) => void;
  shows: readonly Shown[];
}

/** The languages the owner writes in these edits: nobody at the company writes Kreyòl. */
const written: readonly Locale[] = ['en', 'es'];
const notWritten = locales.filter((locale) => !written.includes(locale));

/** The question the owner adds, in the languages they write. */
export const addedQuestion: Partial<Record<Locale, { question: string; answer: string }>> = {
  en: { question: 'Do you drive to the airport?', answer: 'Yes, when the trip is for medical care. Call us to plan it.' },
  es: { question: '¿Van al aeropuerto?', answer: 'Sí, cuando el viaje es por atención médica. Llámenos para planear el viaje.' },
};

/** "(updated)" after the reworded question, in the languages the owner writes. */
const updated: Partial<Record<Locale, string>> = { en: 'updated', es: 'actualizado' };

/** A feature the owner adds to a vehicle in English only. */
export const addedFeature = { vehicle: 'medical-van', feature: 'Room for a folded walker' } as const;

function question(locale: Locale): string {
  return addedQuestion[locale]?.question ?? '';
}

export const ownerEdits: readonly OwnerEdit[] = [
  {
    what: 'the toll-free phone',
    apply: (edit) => {
      edit('src/content/facts/facts.json', (facts) => {
        const company = facts['company'] as { phone: { display: string; tel: string } };
        company.phone = { display: '1-888-555-0142', tel: '+18885550142' };
      });
    },
    shows: [
      { route: 'contact', locale: 'en', words: '1-888-555-0142' },
      { route: 'coverage', locale: 'ht', words: '1-888-555-0142' },
    ],
  },
  {
    what: "a weekday's closing hour",
    apply: (edit) => {
      edit('src/content/facts/facts.json', (facts) => {
        const [weekdays] = facts['hours'] as { closes?: string }[];
        if (weekdays !== undefined) weekdays.closes = '18:30';
      });
    },
    shows: [
      { route: 'home', locale: 'en', words: '6:30 PM' },
      { route: 'home', locale: 'es', words: '6:30 p.m.' },
    ],
  },
  {
    what: 'the first FAQ question reworded, and one added, in English and Spanish only',
    apply: (edit) => {
      for (const locale of written) {
        edit(wordsFile('services', locale), (services) => {
          const { questions } = services['faq'] as { questions: { question: string; answer: string }[] };
          const [first] = questions;
          if (first !== undefined) first.question = `${first.question.replace(/\?$/, '')} (${updated[locale] ?? ''})?`;
          const added = addedQuestion[locale];
          if (added !== undefined) questions.push(added);
        });
      }
    },
    shows: [
      { route: 'services', locale: 'en', words: question('en') },
      { route: 'services', locale: 'en', words: '(updated)?' },
      { route: 'services', locale: 'es', words: question('es') },
      ...notWritten.map((locale) => ({ route: 'services' as const, locale, words: question('en'), inEnglish: { withNote: true } })),
    ],
  },
  {
    what: 'a feature added to a vehicle, in English only',
    apply: (edit) => {
      edit(wordsFile('vehicles', defaultLocale), (vehicles) => {
        (vehicles['vehicles'] as Record<string, { features: string[] }>)[addedFeature.vehicle]?.features.push(addedFeature.feature);
      });
    },
    shows: locales.map((locale) => ({
      route: 'vehicles' as const,
      locale,
      words: addedFeature.feature,
      ...(locale === defaultLocale ? {} : { inEnglish: { withNote: false } }),
    })),
  },
  {
    what: "a county's description, reworded in English",
    apply: (edit) => {
      edit(wordsFile('coverage', defaultLocale), (coverage) => {
        const lee = (coverage['counties'] as Record<string, { description: string }>)['lee'];
        if (lee !== undefined) lee.description = 'Every town in Lee County, from Bonita Springs to Boca Grande, every day of the year.';
      });
    },
    shows: [{ route: 'coverage', locale: 'en', words: 'from Bonita Springs to Boca Grande' }],
  },
  {
    what: "a vehicle's capacity",
    apply: (edit) => {
      edit('src/content/facts/facts.json', (facts) => {
        const van = (facts['vehicles'] as { id: string; capacity: unknown }[]).find((vehicle) => vehicle.id === addedFeature.vehicle);
        if (van !== undefined) van.capacity = { seated: { min: 4, max: 7 } };
      });
    },
    shows: [{ route: 'vehicles', locale: 'en', words: '4-7' }],
  },
  {
    what: "another position in the career form's hint",
    apply: (edit) => {
      edit(wordsFile('contact', defaultLocale), (contact) => {
        const forms = contact['forms'] as { career: { fields: { position: { hint: string } } } };
        forms.career.fields.position.hint = 'For example: Driver, Dispatcher, Office staff, Mechanic.';
      });
    },
    shows: [{ route: 'contact', locale: 'en', words: 'Office staff, Mechanic.' }],
  },
];

/** A content file's JSON as the editor writes it: JSON's own two-space layout, a line end last. */
export function asTheEditorWrites(json: unknown): string {
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Changes the JSON file at `path` in place, written back as the editor writes it. */
export function editJsonFile(path: string, change: (json: Json) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, asTheEditorWrites(json));
}

/** Makes every edit on the project copy at `project`. */
export function makeOwnerEdits(project: string): void {
  const edit: JsonEditor = (file, change) => {
    editJsonFile(join(project, file), change);
  };
  for (const ownerEdit of ownerEdits) ownerEdit.apply(edit);
}

function collapsed(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What is wrong with how the built copy at `project` shows `shown`: '' when it shows it as it should. */
export function notShown(project: string, { route, locale, words, inEnglish }: Shown): string {
  const page = builtFile(route, locale);
  const document = new JSDOM(readFileSync(join(project, 'dist', page), 'utf8')).window.document;
  // The innermost element holding the words.
  const holders = [...document.body.querySelectorAll('*')].filter((element) => collapsed(element.textContent).includes(words));
  const holder = holders.at(-1);
  if (holder === undefined) {
    // A form's words reach the page in its island's properties, drawn when the visitor opens the form.
    const inIsland = [...document.querySelectorAll('astro-island')].some((island) => island.getAttribute('props')?.includes(words));
    return inIsland && inEnglish === undefined ? '' : `"${words}" is not on /${page}`;
  }
  if (inEnglish === undefined) return '';
  const language = holder.closest('[lang]')?.getAttribute('lang');
  if (language !== 'en') return `"${words}" on /${page} is marked lang="${language ?? ''}", not "en"`;
  const { inEnglishForNow: note } = JSON.parse(readFileSync(join(project, wordsFile('site', locale)), 'utf8')) as {
    inEnglishForNow: string;
  };
  const entry = holder.closest('li');
  const noted = [...(entry?.querySelectorAll(`[lang="${locale}"]`) ?? [])].some((element) => collapsed(element.textContent) === note);
  if (noted !== inEnglish.withNote) return `"${words}" on /${page} is ${noted ? '' : 'not '}under "${note}"`;
  return '';
}
