/**
 * The steps of `npm test`, in the order scripts/test.ts runs them: each an npm script, and what
 * it checks. docs/testing.md's table of them is checked against this list (docs/docs.test.ts).
 */
import type { SystemToolName } from './system-tools.ts';

export interface TestStep {
  /** The npm script (`npm run <script>`). */
  script: string;
  /** What it checks, as docs/testing.md says it. */
  checks: string;
}

export const testSteps: readonly TestStep[] = [
  { script: 'check', checks: 'types, lint, dependencies, formatting, spelling, nothing unused' },
  { script: 'test:unit', checks: 'the unit and component tests, and the build tests' },
  { script: 'build:local', checks: 'the local-mode build the next steps read and serve' },
  { script: 'test:dist', checks: 'what the build wrote, read from dist/ without a browser' },
  { script: 'test:worker', checks: "local mode's Worker in workerd, against what an attacker and a busy day bring" },
  { script: 'test:e2e', checks: 'every page read every way a visitor reads it, and the journeys, in Chromium' },
  { script: 'test:engines', checks: 'the journeys that matter in Chromium, Firefox, WebKitGTK and the old WPE WebKit' },
  { script: 'test:production', checks: 'the production build as it ships, Lighthouse and the HTTP Observatory' },
];

/** A step's time in one run of `npm test`. */
export interface StepTime {
  script: string;
  milliseconds: number;
  passed: boolean;
}

/** Where `npm test` writes its steps' times, beside the suites' timings (tests/support/timings.ts). */
export const stepsFile = 'steps.json';

/** The programs `npm test` needs from the system, checked first (scripts/require-tools.ts). */
export const requiredTools = ['chromium', 'java', 'firefox', 'webkit', 'wpe', 'tesseract'] as const satisfies readonly SystemToolName[];

/** A duration as a person reads it: "1 min 5 s", "12.3 s". */
export function durationText(milliseconds: number): string {
  // Rounded first, so 119.6 s reads "2 min 0 s", not "1 min 60 s".
  if (milliseconds < 59_950) return `${(milliseconds / 1000).toFixed(1)} s`;
  const seconds = Math.round(milliseconds / 1000);
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60)} s`;
}
