/**
 * The build tests' edited copies of the project (tests/build/edited-copy.build.test.ts,
 * recipes.build.test.ts): their lists taken to an end, built as `npm test` builds the site,
 * and the content's checks and the dist tests run on the build.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { buildVariables, runAstro } from './astro-project.ts';
import { type ListEnd, makeListEnds } from './list-ends.ts';
import { editorConfigWithoutDocs } from './editor-configuration.ts';

/** What a copy needs, beside what a build reads, for the content's own checks and the dist tests to run on it. */
export const checkedOnTheCopy = [
  'tests/support',
  'tests/dist',
  'scripts/lib',
  'vitest.config.ts',
  'vitest.dist.config.ts',
  'cspell.config.yaml',
  'project-words.txt',
  'haitian-creole-words.txt',
];

/**
 * Every list of the copy at `project` taken to `end`. To its most, some list always grows (one
 * with no most takes a few entries more). To its fewest, the content may hold every list there
 * already, a valid edit: then nothing is cut, and nothing is left to cut after either way.
 */
export function takeListsTo(project: string, end: ListEnd): void {
  const config = editorConfigWithoutDocs(project);
  const made = makeListEnds(project, config, end);
  if (end === 'most') expect(made).not.toEqual([]);
  else expect(makeListEnds(project, config, end), 'cut again').toEqual([]);
}

/** The copy built as `npm test` builds the site (`--mode standin`), with every variable a production build requires. */
export async function build(project: string): Promise<string> {
  const { ok, output } = await runAstro(project, ['build', '--mode', 'standin'], { ...process.env, ...buildVariables });
  expect(ok, output).toBe(true);
  return output;
}

const runNode = promisify(execFile);

const vitest = 'node_modules/vitest/vitest.mjs';

/** Runs each command line (Node's arguments) at once in the copy at `project`: the failing lines of each that fails. */
async function failingRuns(project: string, runs: readonly (readonly string[])[]): Promise<string[]> {
  const results = await Promise.allSettled(
    runs.map((args) =>
      runNode(process.execPath, args, { cwd: project, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }),
    ),
  );
  return results.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [];
    const { stdout = '', stderr = '' } = result.reason as { stdout?: string; stderr?: string };
    const failures = `${stdout}${stderr}`.split('\n').filter((line) => /FAIL|Error|expected|Unknown word|^\+ /.test(line));
    return [`${(runs[index] ?? []).join(' ')}:\n${failures.join('\n')}`];
  });
}

/** Runs, in the copy at `project`, the content's tests and spelling and the dist tests on its build: the output of each that fails. */
export function failingChecksOn(project: string): Promise<string[]> {
  return failingRuns(project, [
    [vitest, 'run', 'src/content'],
    ['node_modules/cspell/bin.mjs', '--no-progress', 'src/content/**/*.json'],
    [vitest, 'run', '--config', 'vitest.dist.config.ts'],
  ]);
}

/** Runs, in the copy at `project`, the unit tests under `folders`: their failing lines, if they fail. */
export function failingUnitTestsOn(project: string, folders: readonly string[]): Promise<string[]> {
  return failingRuns(project, [[vitest, 'run', ...folders]]);
}
