/**
 * `npm test`: the programs it needs, then each step of scripts/lib/test-steps.ts in turn, stopping
 * at the first that fails; then where the time went: each step's time and the ten slowest tests
 * with their files (from the suites' timings, tests/support/timings.ts). `npm run timings` holds
 * each test to a third of its time limit and writes docs/performance.md's table from this run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { durationText, requiredTools, type StepTime, stepsFile, testSteps } from './lib/test-steps.ts';
import { againstLimit, readTimings, timingsFolder } from '../tests/support/timings.ts';

const projectRoot = join(import.meta.dirname, '..');

function run(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' }).status === 0;
}

rmSync(timingsFolder, { recursive: true, force: true });
mkdirSync(timingsFolder, { recursive: true });

if (!run(process.execPath, [join(projectRoot, 'scripts/require-tools.ts'), ...requiredTools])) process.exit(1);

const started = Date.now();
const steps: StepTime[] = [];
for (const { script } of testSteps) {
  const start = Date.now();
  const passed = run('npm', ['run', script]);
  steps.push({ script, milliseconds: Date.now() - start, passed });
  if (!passed) break;
}
writeFileSync(join(timingsFolder, stepsFile), `${JSON.stringify({ day: new Date().toISOString().slice(0, 10), steps }, null, 1)}\n`);

const failed = steps.find((step) => !step.passed);
const lines = [
  '',
  failed === undefined
    ? `npm test: every step passed in ${durationText(Date.now() - started)}`
    : `npm test: ${failed.script} failed, after ${durationText(Date.now() - started)}`,
  ...steps.map(
    ({ script, milliseconds, passed }) => `  ${script.padEnd(16)} ${durationText(milliseconds).padStart(10)}${passed ? '' : '  failed'}`,
  ),
  '',
  'The ten slowest tests, against their time limits:',
  ...readTimings()
    .toSorted((one, other) => other.duration - one.duration)
    .slice(0, 10)
    .map((test) => `  ${againstLimit(test)}  ${test.file} › ${test.title}`),
  '',
];
console.log(lines.join('\n'));
process.exitCode = failed === undefined ? 0 : 1;
