/**
 * The layers as docs/architecture.md draws them are the layers `npm run check` enforces: in a
 * scratch folder laid out as the project is, one module for each import the picture forbids,
 * cruised with the project's own rules (.dependency-cruiser.cjs), must each be refused by the
 * rule its reason names, and an import the picture allows must pass. (The .astro files, which
 * dependency-cruiser cannot read, are held by ESLint: eslint.config.js.)
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const projectRoot = join(import.meta.dirname, '..');

/** An import from one module to another, and the rule that must refuse it (`undefined`: none may). */
const imports: readonly (readonly [from: string, to: string, rule: string | undefined])[] = [
  ['src/components/pages/Probe.tsx', 'src/pages/probe.ts', 'page-components-below-routes'],
  ['src/components/chrome/Probe.tsx', 'src/layouts/probe.ts', 'page-components-below-routes'],
  ['src/components/words/probe.ts', 'src/components/pages/Probe2.tsx', 'features-below-pages'],
  ['src/forms/probe.ts', 'src/components/chrome/Probe2.tsx', 'features-below-pages'],
  ['src/probe-root.ts', 'src/components/pages/Probe3.tsx', 'features-below-pages'],
  ['src/forms/probe2.ts', 'worker/probe.ts', 'site-apart-from-worker'],
  ['src/content/probe.ts', 'integrations/probe.ts', 'content-reads-only-content'],
  ['src/content/probe2.ts', 'src/forms/probe3.ts', 'content-reads-only-content'],
  ['src/i18n/probe.ts', 'worker/probe2.ts', 'languages-stand-alone'],
  ['worker/probe3.ts', 'src/components/pages/Probe4.tsx', 'worker-beside-the-pages'],
  ['worker/probe4.ts', 'tests/probe.ts', 'shipped-code-ships-alone'],
  ['src/zip-checker/probe.ts', 'stand-ins/probe.ts', 'shipped-code-ships-alone'],
  // What the picture allows: down its arrows.
  ['src/components/pages/Probe5.tsx', 'src/forms/probe4.ts', undefined],
  ['worker/probe5.ts', 'src/forms/probe5.ts', undefined],
  ['src/forms/probe6.ts', 'src/content/probe3.ts', undefined],
];

interface Cruised {
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
}

describe('the layers’ rules', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('refuse every import the picture forbids, each by its rule, and let the others through', async () => {
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), text);
    };
    for (const [from, to] of imports) {
      const specifier = relative(dirname(from), to);
      write(from, `import { probe } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const used = probe;\n`);
      write(to, 'export const probe = 1;\n');
    }
    // A cycle, refused wherever it is.
    write('scripts/cycle-a.ts', "import { b } from './cycle-b.ts';\nexport const a = b;\n");
    write('scripts/cycle-b.ts', "import { a } from './cycle-a.ts';\nexport const b = () => a;\n");
    write('tsconfig.json', '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true } }\n');

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(projectRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        join(projectRoot, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
        '.',
      ],
      { cwd: scratch, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: unknown) => error as { stdout: string });
    const { violations } = (JSON.parse(stdout) as Cruised).summary;
    const refusedBy = (from: string, to: string) =>
      violations.filter((violation) => violation.from === from && violation.to === to).map(({ rule }) => rule.name);

    expect(imports.map(([from, to, rule]) => [from, to, rule === undefined ? [] : [rule]])).toEqual(
      imports.map(([from, to, rule]) => [
        from,
        to,
        rule === undefined ? refusedBy(from, to) : refusedBy(from, to).filter((name) => name === rule),
      ]),
    );
    expect(violations.filter(({ rule }) => rule.name === 'no-cycles').map(({ from }) => from)).toContain('scripts/cycle-a.ts');
  }, 60_000);
});
