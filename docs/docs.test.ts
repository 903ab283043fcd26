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
import { figuresIn, markdownTable } from '../scripts/lib/doc-figures.ts';
import { referencePattern } from '../src/forms/delivery/reference.ts';
import { budgetRows } from '../tests/support/budgets.ts';

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

  it('list in the README’s configuration table exactly the variables astro.config.ts declares', () => {
    const declared = Object.keys(astroConfig.env?.schema ?? {}).sort();
    const section = /^## Configuration\n([\s\S]*?)^## /m.exec(read('README.md'))?.[1] ?? '';
    const listed = [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]).sort();
    expect(declared.length).toBeGreaterThan(0);
    expect(listed).toEqual(declared);
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
