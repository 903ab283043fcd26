/**
 * The documents stay true where a machine can tell: every relative link leads to a file (and a
 * heading, where it names one), every path they name in code exists, a measured figure stands only
 * in a block its command writes, the budgets are as the tests hold them, the README's configuration table lists exactly the variables
 * astro.config.ts declares, every npm script the documents name exists, and every requirement id
 * the code cites is defined in docs/requirements.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import astroConfig from '../astro.config.ts';
import playwrightConfig from '../playwright.config.ts';
import { figuresIn, markdownTable } from '../scripts/lib/doc-figures.ts';
import { packagesFor } from '../scripts/lib/system-tools.ts';
import { requiredTools, testSteps } from '../scripts/lib/test-steps.ts';
import { referencePattern } from '../src/forms/delivery/reference.ts';
import { defaultLocale, locales } from '../src/i18n/locales.ts';
import { localizedPath, routeIds } from '../src/i18n/routes.ts';
import { budgetRows } from '../tests/support/budgets.ts';
import { editorConfigWithoutDocs } from '../tests/support/editor-configuration.ts';
import { relayVariableNames } from '../worker/settings.ts';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && existsSync(file));
const documents = tracked.filter((file) => file.endsWith('.md'));
const code = tracked.filter((file) => /\.(ts|tsx|astro|css)$/.test(file) && file !== 'docs/docs.test.ts');

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

/** Markdown without its fenced code blocks, whose text is an example, not a claim. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  return new Set([...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

describe('the documents', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of documents) {
      for (const [, target = ''] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const linked = path === '' ? file : normalize(join(dirname(file), path));
        if (!existsSync(linked)) broken.push(`${file}: ${target} (no such file)`);
        else if (anchor !== undefined && linked.endsWith('.md') && !anchorsIn(read(linked)).has(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only paths and folders that exist', () => {
    // What the build, the tests and the tools make: named, though a clean clone has none yet.
    const made = /^(dist|node_modules|test-results|screenshots|\.wrangler|\.astro)\//;
    const roots = new Set(readdirSync('.'));
    // Every folder of the project by its name, for a path given from a feature's folder
    // (`booking/answers.ts` in a document about src/forms).
    const folderNames = new Set(tracked.flatMap((file) => dirname(file).split('/')));
    const missing: string[] = [];
    // The changelog names what was, moved paths included.
    for (const file of documents.filter((document) => document !== 'CHANGELOG.md')) {
      const folder = dirname(file);
      const near = new Set(readdirSync(folder));
      for (const [, named = ''] of prose(read(file)).matchAll(/`([\w.@[\]{},*-]+\/[\w./@[\]{},*-]*)`/g)) {
        const first = named.split('/')[0] ?? '';
        if (made.test(named)) continue;
        if (roots.has(first) || near.has(first)) {
          const path = join(roots.has(first) ? '.' : folder, named);
          if (!existsSync(path) && globSync(path).length === 0) missing.push(`${file}: ${named}`);
        } else if (folderNames.has(first) && !/[*{]/.test(named)) {
          const within = `/${named.replace(/\/$/, '')}`;
          if (!tracked.some((path) => `/${path}/`.includes(`${within}/`))) missing.push(`${file}: ${named}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('give measured figures only in the blocks the commands that measure them write', () => {
    // A figure hedged as measured ("about 85 KB", "took 20 min") outside a block such as
    // <!-- weight:start --> … <!-- weight:end --> (scripts/lib/doc-figures.ts) goes stale unseen.
    const measured = /\b(?:about|some|roughly|around|nearly|almost|took|takes|measured at)\s+\d[\d,.]*\s*(?:[a-zA-Z%]+)/g;
    const blocks = /<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g;
    const hedged = documents.flatMap((file) =>
      [...prose(read(file)).replace(blocks, '').matchAll(measured)].map((match) => `${file}: ${match[0]}`),
    );
    expect(hedged).toEqual([]);
  });

  it('hold the budgets as tests/support/budgets.ts sets them', () => {
    const cells = (table: string) =>
      table.split('\n').map((line) =>
        line
          .split('|')
          .map((cell) => cell.trim())
          .join('|'),
      );
    const written = figuresIn('docs/performance.md', 'budgets') ?? '';
    expect(cells(written).filter((line) => !/^\|[-|]+\|$/.test(line))).toEqual(
      cells(markdownTable(['What', 'Budget'], budgetRows)).filter((line) => !/^\|[-|]+\|$/.test(line)),
    );
  });

  /** The first column of each row of the table under a document's heading. */
  function firstColumn(document: string, heading: string): string[] {
    const section = new RegExp(`^#+ ${heading}\\n([\\s\\S]*?)(?=^#+ |(?![\\s\\S]))`, 'm').exec(read(document))?.[1] ?? '';
    return [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1] ?? '');
  }

  it('list in the configuration exactly the variables astro.config.ts declares, and those the Worker reads', () => {
    const declared = Object.keys(astroConfig.env?.schema ?? {}).sort();
    expect(declared.length).toBeGreaterThan(0);
    expect(firstColumn('docs/configuration.md', 'The build').sort()).toEqual(declared);
    expect(firstColumn('docs/configuration.md', "The Worker's settings").sort()).toEqual([...relayVariableNames].sort());
  });

  it('keep the README short: the two commands and pointers', () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(8 * 1024);
  });

  it('list the steps of npm test as scripts/lib/test-steps.ts runs them, in its order', () => {
    expect(firstColumn('docs/testing.md', 'What `npm test` runs, in order')).toEqual(testSteps.map(({ script }) => script));
  });

  it('install exactly the system packages npm test needs, in the README and in .ci/run', () => {
    const needed = packagesFor(requiredTools).sort();
    const readmeLine = /^apt-get install -y (.+)$/m.exec(read('README.md'))?.[1] ?? '';
    expect(readmeLine.split(' ').sort()).toEqual(needed);
    const ciRun = read('.ci/run');
    expect([...ciRun.matchAll(/wanted\+=\(([\w-]+)\)/g)].map((match) => match[1]).sort()).toEqual(
      needed.filter((name) => name !== 'default-jre-headless'),
    );
    expect(ciRun).toContain('install -y -qq default-jre-headless');
  });

  it('name every language’s file where they name one language’s words', () => {
    const files = (locale: string) => new RegExp(`\\b${locale}\\.json\\b`);
    const paragraphs = documents
      .filter((file) => file !== 'CHANGELOG.md')
      .flatMap((file) =>
        prose(read(file))
          .split(/\n\s*\n/)
          .map((text) => ({ file, text })),
      );
    const naming = paragraphs.filter(({ text }) => files(defaultLocale).test(text));
    expect(naming.length).toBeGreaterThan(0);
    const short = naming.filter(({ text }) => locales.some((locale) => !files(locale).test(text)));
    expect(short.map(({ file, text }) => `${file}: ${text.slice(0, 80)}`)).toEqual([]);
  });

  it('give a row of every page of every language in the tables of pages', () => {
    const bench = figuresIn('docs/performance.md', 'bench') ?? '';
    const benchPages = [...bench.matchAll(/^\| (\/[^ |]*) /gm)].map((match) => match[1]);
    expect(benchPages.sort()).toEqual(locales.flatMap((locale) => routeIds.map((route) => localizedPath(route, locale))).sort());
    const weight = figuresIn('docs/performance.md', 'weight') ?? '';
    const weightPages = [...weight.matchAll(/^\| (\w+ \w+) /gm)].map((match) => match[1]).filter((page) => page !== 'page ');
    expect(weightPages.sort()).toEqual(locales.flatMap((locale) => [...routeIds, '404'].map((route) => `${locale} ${route}`)).sort());
  });

  /**
   * Each command the README and docs/deploying.md give, and what runs it in `npm test` or
   * `.ci/run`: a file and what it holds; or that it needs the Cloudflare account.
   */
  const commandsRun: Record<string, readonly (readonly [file: string, holds: string])[] | 'needs an account'> = {
    'npm install': [['.ci/run', 'npm install']],
    'npm test': [['.ci/run', 'npm test']],
    'apt-get install': [['.ci/run', 'apt-get install']],
    'npm run build': [['scripts/lib/production-build.ts', "['run', 'build'"]],
    'npx wrangler dev': [
      ['server/local-relay.ts', "'dev',"],
      ['tests/build/production.build.test.ts', 'start({ project })'],
    ],
    'npx wrangler deploy --dry-run': [['tests/build/production.build.test.ts', "'deploy', '--dry-run'"]],
    'npm run serve': [['package.json', '"serve": "node server/serve.ts"']],
    'npm run test:production': [['scripts/lib/test-steps.ts', "script: 'test:production'"]],
    'npx wrangler deploy': 'needs an account',
    'npx wrangler login': 'needs an account',
    'npx wrangler secret put EMAILJS_PRIVATE_KEY': 'needs an account',
  };

  it('give commands that npm test or .ci/run runs, or that they say need an account', () => {
    const commandPattern = /^(?:npm|npx|apt-get) [\w:.@/ -]*?(?= --? |$)|^(?:npm|npx|apt-get) [\w:.@/-]+(?: [\w:.@/-]+)*/;
    const given = new Set<string>();
    for (const file of ['README.md', 'docs/deploying.md']) {
      const text = read(file);
      const blocks = [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
      const spans = [...prose(text).matchAll(/`((?:npm|npx|apt-get) [^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\s+/g, ' '));
      for (const line of [...blocks.flatMap((block) => block.split('\n')), ...spans]) {
        for (const part of line.split('&&').map((command) => command.trim())) {
          const command = part.startsWith('apt-get install') ? 'apt-get install' : (commandPattern.exec(part)?.[0].trim() ?? '');
          if (command !== '') given.add(command);
        }
      }
    }
    expect([...given].filter((command) => !(command in commandsRun) && command !== 'npm start')).toEqual([]);
    for (const [command, runBy] of Object.entries(commandsRun)) {
      if (runBy === 'needs an account') {
        expect(read('docs/deploying.md'), command).toMatch(/needs? the Cloudflare account|with that account/);
        continue;
      }
      for (const [file, holds] of runBy) expect(read(file), `${command}: ${file}`).toContain(holds);
    }
    // npm start is the local build npm test makes, then the server the browser tests start.
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const { webServer } = playwrightConfig;
    const server = webServer !== undefined && 'command' in webServer ? webServer.command : '';
    expect(scripts['start']).toBe(`${scripts['build:local'] ?? ''} && ${server}`);
  });

  it('list every unit test of content in testing.md', () => {
    const listed = /A unit test of content \(([^)]*)\)/.exec(read('docs/testing.md'))?.[1] ?? '';
    const named = [...listed.matchAll(/`(?:src\/content\/)?([\w.-]+\.test\.ts)`/g)].map((match) => match[1]);
    const files = readdirSync('src/content').filter((file) => file.endsWith('.test.ts'));
    expect(named).toEqual(files.toSorted());
  });

  // The editor's configuration, for what the owner's guide quotes of it.
  const config = editorConfigWithoutDocs();

  it('quote the editor’s refusal as the editor says it', () => {
    // Each field's pattern and the words it turns red with, as the editor's configuration gives them.
    const said = new Set(
      [...JSON.stringify(config).matchAll(/"pattern":\["(?:[^"\\]|\\.)*","((?:[^"\\]|\\.)*)"\]/g)].map(
        ([, words = '']) => JSON.parse(`"${words}"`) as string,
      ),
    );
    const quoted = /The field turns\s+red and says why \("(.*?)"\)\./s.exec(read('docs/owner-guide.md'))?.[1]?.replace(/\s+/g, ' ');
    expect(said).toContain(quoted);
  });

  it('quote the editor’s labels as the editor shows them', () => {
    interface Labelled {
      label?: string;
      fields?: readonly Labelled[];
      field?: Labelled;
      files?: readonly Labelled[];
    }
    const labelPaths = new Set<string>();
    const walk = (items: readonly Labelled[], trail: readonly string[]): void => {
      for (const item of items) {
        const path = [...trail, item.label ?? ''];
        labelPaths.add(path.join(' → '));
        walk([...(item.files ?? []), ...(item.fields ?? []), ...(item.field ? [item.field] : [])], path);
      }
    };
    walk((config.collections ?? []) as readonly Labelled[], []);
    const entries = new Set([...labelPaths].filter((path) => path.split(' → ').length === 2).map((path) => path.split(' → ')[1]));
    // "**Trip types → Modes → Books**": a path whose first step is one of the editor's entries.
    const quoted = [...prose(read('docs/owner-guide.md')).matchAll(/\*\*([^*]+ → [^*]+)\*\*/g)]
      .map((match) => (match[1] ?? '').replace(/\s+/g, ' '))
      .filter((path) => entries.has(path.split(' → ')[0]));
    expect(quoted.length).toBeGreaterThan(3);
    const shown = new Set([...labelPaths].map((path) => path.split(' → ').slice(1).join(' → ')));
    expect(quoted.filter((path) => !shown.has(path))).toEqual([]);
  });

  it('are what code cites for a setting or a rule, not the README, which only points to them', () => {
    const citing = code.filter((file) => /\(\s*(?:see\s+)?README,|README, Configuration/.test(read(file)));
    expect(citing).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = documents.flatMap((file) =>
      [...read(file).matchAll(/\bnpm (?:run ([a-z][\w:-]*)|(test|start))\b/g)].map((match) => ({
        file,
        script: match[1] ?? match[2] ?? '',
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ script }) => !scripts.includes(script))).toEqual([]);
  });
});

describe('the house rules', () => {
  it('name every folder of the project, and every one of src/, in the README’s table of folders', () => {
    const folders = new Set(
      tracked.flatMap((file) => {
        const [top = '', second, ...rest] = file.split('/');
        // The project's own files, its hidden folders and docs/ (the README's list of documents) aside.
        if (second === undefined || top.startsWith('.') || top === 'docs') return [];
        if (top !== 'src') return [`${top}/`];
        return rest.length === 0 ? [] : [`src/${second}/`];
      }),
    );
    const tabled = new Set([...read('README.md').matchAll(/^\| `([\w/.-]+\/)` +\|/gm)].map((match) => match[1] ?? ''));
    expect(folders.size).toBeGreaterThan(1);
    expect([...folders].filter((folder) => !tabled.has(folder))).toEqual([]);
    expect([...tabled].filter((folder) => !folders.has(folder))).toEqual([]);
  });

  it('name in a folder’s table of files each of its files and folders, its tests and styles aside', () => {
    const tables = documents.filter((file) => file !== 'README.md' && /^\| `[\w./-]+` +\|/m.test(read(file)));
    expect(tables.length).toBeGreaterThan(0);
    for (const readme of tables) {
      const folder = dirname(readme);
      const tabled = new Set([...read(readme).matchAll(/^\| `([\w./-]+?)\/?` +\|/gm)].map((match) => match[1]));
      const entries = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => (entry.isDirectory() ? true : /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)))
        .map((entry) => entry.name);
      expect(
        entries.filter((name) => !tabled.has(name)),
        readme,
      ).toEqual([]);
    }
  });

  it('name each browser test in testing.md', () => {
    const testing = read('docs/testing.md');
    const specs = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(0);
    // `contact-*.spec.ts` names the contact form's specs together.
    const named = (file: string) =>
      testing.includes(`\`${file}\``) || (file.startsWith('contact-') && testing.includes('`contact-*.spec.ts`'));
    expect(specs.filter((file) => !named(file))).toEqual([]);
  });

  it('name each of the Worker’s unit tests in its README', () => {
    const readme = read('worker/README.md');
    const tests = readdirSync('worker').filter((file) => file.endsWith('.test.ts'));
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.filter((file) => !readme.includes(`\`${file}\``))).toEqual([]);
  });

  it('keep each folder of the code that ships to the most source files CONTRIBUTING allows', () => {
    const most = Number(/holds at most\s+(\d+)\s+source files/.exec(read('CONTRIBUTING.md'))?.[1]);
    expect(most).toBeGreaterThan(0);
    const sources = tracked.filter((file) => /^(src|worker)\//.test(file) && /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file));
    const folders = Map.groupBy(sources, (file) => dirname(file));
    expect(folders.size).toBeGreaterThan(1);
    expect([...folders].flatMap(([folder, files]) => (files.length > most ? [`${folder}: ${String(files.length)} files`] : []))).toEqual(
      [],
    );
  });
});

describe('the requirements', () => {
  const defined = [...read('docs/requirements.md').matchAll(/^- \*\*([A-Z][A-Z0-9-]*)\*\*:/gm)].map((match) => match[1] ?? '');

  it('each have an id of their own', () => {
    expect(defined.length).toBeGreaterThan(0);
    expect(defined.filter((id, index) => defined.indexOf(id) !== index)).toEqual([]);
  });

  it('are defined wherever the code cites them', () => {
    // Written like an id but not one: a hash, a date's shape, an encoding, a format.
    const notIds = new Set(['SHA-256', 'YYYY-MM-DD', 'UTF-8', 'JSON-LD']);
    const cited = code.flatMap((file) => {
      const text = read(file);
      const hyphenated = [...text.matchAll(/\b[A-Z][A-Z0-9]+(?:-[A-Z0-9]+)+\b/g)].map((match) => match[0]);
      const named = [...text.matchAll(/\brequirements? ([A-Z][A-Z0-9-]+(?:(?:,| and) [A-Z][A-Z0-9-]+)*)/g)].flatMap((match) =>
        (match[1] ?? '').split(/,? and |, /),
      );
      // A message's reference, such as MR-7KQ4PX, is shaped like an id too.
      return [...hyphenated, ...named].filter((id) => !notIds.has(id) && !referencePattern.test(id)).map((id) => ({ file, id }));
    });
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ id }) => !defined.includes(id))).toEqual([]);
  });
});
