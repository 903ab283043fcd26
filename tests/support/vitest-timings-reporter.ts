/**
 * A Vitest reporter beside the suite's own: each test's duration and time limit into
 * test-results/timings/<suite>.json (timings.ts).
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { type TestTiming, writeTimings } from './timings.ts';

export class VitestTimingsReporter implements Reporter {
  readonly #suite: string;
  readonly #timings: TestTiming[] = [];

  constructor(suite: string) {
    this.#suite = suite;
  }

  onTestCaseResult(test: TestCase): void {
    const titles: string[] = [];
    for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) titles.unshift(parent.name);
    this.#timings.push({
      suite: this.#suite,
      file: test.module.relativeModuleId,
      title: [...titles, test.name].join(' › '),
      duration: test.diagnostic()?.duration ?? 0,
      limit: test.options.timeout ?? test.project.config.testTimeout,
      passed: test.result().state === 'passed',
    });
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    if (modules.length > 0) writeTimings(this.#suite, this.#timings);
  }
}
