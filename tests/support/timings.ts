/**
 * How long each test took against its time limit, as the suites' reporters write it
 * (timings-reporter.ts for Playwright, vitest-timings-reporter.ts for Vitest), one file a suite in
 * test-results/timings/; `npm test` prints the ten slowest, `npm run timings` holds each to a
 * third of its limit.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { durationText, stepsFile } from '../../scripts/lib/test-steps.ts';

/** One test of one run. */
export interface TestTiming {
  /** The suite that ran it: unit, dist, worker, e2e, engines, production. */
  suite: string;
  /** Its file, from the project's root. */
  file: string;
  /** Its titles from the outside in, and its project's (an engine's) name where there are several. */
  title: string;
  /** Milliseconds. */
  duration: number;
  /** Its time limit, in milliseconds: what it would have been stopped at. */
  limit: number;
  passed: boolean;
}

/** Where the last run's timings are. */
export const timingsFolder = join(import.meta.dirname, '..', '..', 'test-results', 'timings');

export function writeTimings(suite: string, timings: readonly TestTiming[], folder = timingsFolder): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${suite}.json`), `${JSON.stringify(timings, null, 1)}\n`);
}

/** Every test timing a run wrote into `folder`. */
export function readTimings(folder = timingsFolder): TestTiming[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== stepsFile)
    .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as TestTiming[]);
}

/** A test's time against its limit, aligned for a list: "  18.6 s of 1 min 0 s". */
export function againstLimit({ duration, limit }: TestTiming): string {
  return `${durationText(duration).padStart(8)} of ${durationText(limit).padStart(8)}`;
}
