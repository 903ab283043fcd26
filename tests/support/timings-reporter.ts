/**
 * A Playwright reporter beside the suite's own: each test's duration and time limit (a slow
 * test's tripled one included) into test-results/timings/<suite>.json (timings.ts).
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { type TestTiming, writeTimings } from './timings.ts';

export default class TimingsReporter implements Reporter {
  readonly #suite: string;
  readonly #timings: TestTiming[] = [];

  constructor({ suite }: { suite: string }) {
    this.#suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project = '', , ...titles] = test.titlePath();
    this.#timings.push({
      suite: this.#suite,
      file: relative(process.cwd(), test.location.file),
      title: [...titles, ...(project === '' || project === 'desktop' ? [] : [`(${project})`])].join(' › '),
      duration: result.duration,
      limit: test.timeout,
      passed: result.status === 'passed',
    });
  }

  onEnd(): void {
    writeTimings(this.#suite, this.#timings);
  }

  printsToStdio(): boolean {
    return false;
  }
}
