/**
 * `npm run test:edits`: the owner's edits, tried. The site's content is the owner's to change, so
 * no test may stand on what the content said on day one. This copies the project as committed
 * into a scratch folder, makes there the valid edits an owner makes (the phone, a weekday's closing
 * hour, the first FAQ question reworded and one question added in every language, a county's
 * description, a vehicle's capacity, another position in the career form's hint), builds it,
 * checks that each edit shows on the built pages, and runs the whole `npm test` on it: it must
 * stay green. `--no-suite` stops after the pages' check.
 *
 * Not part of `npm test`, whose time it would double.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './lib/production-build.ts';
import { type Locale, locales } from '../src/i18n/locales.ts';

interface Edit {
  /** What the owner did, as the report names it. */
  what: string;
  /** Changes the scratch copy's content files. */
  apply: (edit: JsonEditor) => void;
  /** A built page, and words it must now show. */
  shows: { page: string; words: string }[];
}

type JsonEditor = (file: string, change: (json: Record<string, unknown>) => void) => void;

/** The words of an FAQ question, typed by the owner; the same in each language's test. */
const newQuestion = {
  en: { question: 'Can my service dog ride with me?', answer: 'Yes. Service animals ride free of charge. Tell us when you book.' },
  es: {
    question: '¿Puede viajar conmigo mi perro de servicio?',
    answer: 'Sí. Los animales de servicio viajan gratis. Díganoslo al reservar.',
  },
  ht: { question: 'Èske chen sèvis mwen ka vwayaje avè m?', answer: 'Wi. Bèt sèvis vwayaje gratis. Di nou sa lè ou rezève.' },
} satisfies Record<Locale, unknown>;

/** "(updated)" after the reworded question, in each language. */
const updated: Record<Locale, string> = { en: 'updated', es: 'actualizado', ht: 'mete ajou' };

const edits: Edit[] = [
  {
    what: 'the toll-free phone',
    apply: (edit) => {
      edit('src/content/facts/facts.json', (facts) => {
        const company = facts['company'] as { phone: { display: string; tel: string } };
        company.phone = { display: '1-888-555-0142', tel: '+18885550142' };
      });
    },
    shows: [
      { page: 'contact.html', words: '1-888-555-0142' },
      { page: 'es/cobertura.html', words: '1-888-555-0142' },
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
      { page: 'index.html', words: '6:30 PM' },
      { page: 'es.html', words: '6:30 p.m.' },
    ],
  },
  {
    what: 'the first FAQ question reworded, and one added, in every language',
    apply: (edit) => {
      for (const locale of locales) {
        edit(`src/content/services/${locale}.json`, (services) => {
          const { questions } = services['faq'] as { questions: { question: string; answer: string }[] };
          const [first] = questions;
          if (first !== undefined) first.question = `${first.question.replace(/\?$/, '')} (${updated[locale]})?`;
          questions.push(newQuestion[locale]);
        });
      }
    },
    shows: [
      { page: 'services.html', words: newQuestion.en.question },
      { page: 'services.html', words: '(updated)?' },
      { page: 'es/servicios.html', words: newQuestion.es.question },
      { page: 'ht/sevis.html', words: newQuestion.ht.question },
    ],
  },
  {
    what: "a county's description",
    apply: (edit) => {
      edit('src/content/coverage/en.json', (coverage) => {
        const lee = (coverage['counties'] as Record<string, { description: string }>)['lee'];
        if (lee !== undefined) lee.description = 'Every town in Lee County, from Bonita Springs to Boca Grande, every day of the year.';
      });
    },
    shows: [{ page: 'coverage.html', words: 'from Bonita Springs to Boca Grande' }],
  },
  {
    what: "a vehicle's capacity",
    apply: (edit) => {
      edit('src/content/facts/facts.json', (facts) => {
        const van = (facts['vehicles'] as { id: string; capacity: unknown }[]).find((vehicle) => vehicle.id === 'medical-van');
        if (van !== undefined) van.capacity = { seated: { min: 4, max: 7 } };
      });
    },
    shows: [{ page: 'vehicles.html', words: '4-7' }],
  },
  {
    what: "another position in the career form's hint",
    apply: (edit) => {
      edit('src/content/contact/en.json', (contact) => {
        const forms = contact['forms'] as { career: { fields: { position: { hint: string } } } };
        forms.career.fields.position.hint = 'For example: Driver, Dispatcher, Office staff, Mechanic.';
      });
    },
    shows: [{ page: 'contact.html', words: 'Office staff, Mechanic.' }],
  },
];

const scratch = mkdtempSync(join(tmpdir(), 'owner-edits-'));
let failed = false;
try {
  // The project as committed, with this machine's installed packages.
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`], { cwd: projectRoot, stdio: 'inherit' });
  symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  const editJson: JsonEditor = (file, change) => {
    const path = join(scratch, file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  };
  // Written as the editor at /admin writes them: JSON's own two-space layout (src/admin/editor-config.ts).
  for (const edit of edits) edit.apply(editJson);

  const build = spawnSync('npm', ['run', 'build:local'], { cwd: scratch, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the edited site does not build');
  for (const edit of edits) {
    for (const { page, words } of edit.shows) {
      // React writes an empty comment between the parts of a filled-in template: "4<!-- -->-<!-- -->7".
      const shown = readFileSync(join(scratch, 'dist', page), 'utf8')
        .replaceAll('<!-- -->', '')
        .includes(words);
      console.log(`${shown ? 'shows' : 'MISSING'}: ${edit.what}: "${words}" on /${page}`);
      failed ||= !shown;
    }
  }
  if (!process.argv.includes('--no-suite') && !failed) {
    const suite = spawnSync('npm', ['test'], { cwd: scratch, stdio: 'inherit' });
    failed = suite.status !== 0;
    console.log(failed ? 'npm test failed on the owner’s edits (above).' : 'npm test stays green on the owner’s edits.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
