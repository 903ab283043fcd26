/**
 * `npm run timings`: each test's time against its time limit, from the last `npm test`
 * (test-results/timings/), or the slowest of several runs kept elsewhere
 * (`npm run timings -- run1 run2 run3`): fails on any test past a third of its limit, which would
 * fail on a machine three times slower or busier. `-- --write` also writes the last run's steps
 * into docs/performance.md, with the day.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownTable, writeFigures } from './lib/doc-figures.ts';
import { durationText, type StepTime, stepsFile, testSteps } from './lib/test-steps.ts';
import { againstLimit, readTimings, type TestTiming, timingsFolder } from '../tests/support/timings.ts';

/** The share of its limit a test may take in its slowest run. */
const mostOfLimit = 1 / 3;

const args = process.argv.slice(2);
const write = args.includes('--write');
const folders = args.filter((arg) => !arg.startsWith('--'));
const runs = folders.length === 0 ? [timingsFolder] : folders;
/** The run whose steps --write writes: the first named. */
const latest = folders[0] ?? timingsFolder;

/** Each test's slowest run. */
const slowest = new Map<string, TestTiming>();
for (const run of runs) {
  for (const timing of readTimings(run)) {
    const key = `${timing.suite} ${timing.file} ${timing.title}`;
    const before = slowest.get(key);
    if (before === undefined || timing.duration / timing.limit > before.duration / before.limit) slowest.set(key, timing);
  }
}
const byShare = [...slowest.values()].toSorted((one, other) => other.duration / other.limit - one.duration / one.limit);
const over = byShare.filter((test) => test.duration > test.limit * mostOfLimit);
const line = (test: TestTiming) =>
  `  ${String(Math.round((100 * test.duration) / test.limit)).padStart(3)} %  ${againstLimit(test)}  ${test.suite}: ${test.file} › ${test.title}`;

console.log(
  `${String(slowest.size)} tests in ${String(runs.length)} run${runs.length === 1 ? '' : 's'}; the most of their time limits they took:`,
);
console.log(byShare.slice(0, 15).map(line).join('\n'));

if (write) {
  const { day, steps } = JSON.parse(readFileSync(join(latest, stepsFile), 'utf8')) as { day: string; steps: StepTime[] };
  if (steps.length !== testSteps.length || steps.some((step) => !step.passed))
    throw new Error('The run did not pass every step: nothing written.');
  const total = steps.reduce((sum, step) => sum + step.milliseconds, 0);
  const counts = new Map<string, number>();
  for (const { suite } of readTimings(latest)) counts.set(`test:${suite}`, (counts.get(`test:${suite}`) ?? 0) + 1);
  // Every test:* step reports its tests' timings; none means a later step emptied the folder.
  const unreported = steps
    .filter(({ script }) => script.startsWith('test:') && counts.get(script) === undefined)
    .map(({ script }) => script);
  if (unreported.length > 0) throw new Error(`No timings of ${unreported.join(', ')} in the run: nothing written.`);
  const tests = (script: string) => String(counts.get(script) ?? '');
  await writeFigures(
    'docs/performance.md',
    'npm-test',
    `Measured with \`npm test\` on ${day}, written by \`npm run timings -- --write\`; the tests each step ran, and its time:\n\n${markdownTable(
      ['Step', 'Tests', 'Time'],
      [
        ...steps.map(({ script, milliseconds }) => [`\`${script}\``, tests(script), durationText(milliseconds)]),
        ['**all**', '', `**${durationText(total)}**`],
      ],
    )}`,
  );
}

if (over.length > 0) {
  console.error(
    `\n${String(over.length)} took more than a third of their time limit: make them cheaper, or split them.\n${over.map(line).join('\n')}`,
  );
  process.exitCode = 1;
}
