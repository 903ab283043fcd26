/**
 * The production build as it ships, made into a folder of its own for the commands and checks
 * that measure it (`npm run test:production`, `bench`, `weight`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { buildVariables } from './build-variables.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');

/** A new folder under test-results/ (git-ignored), made even when no test has run yet. */
export function resultsFolder(prefix: string): string {
  const results = join(projectRoot, 'test-results');
  mkdirSync(results, { recursive: true });
  return mkdtempSync(join(results, prefix));
}

/**
 * Builds the site as it ships, with `npm run build` as docs/deploying.md has the host run it, into
 * `outDir`: straight to EmailJS, or with `settings` such as the relay's address.
 */
export function buildProduction(outDir: string, settings: Readonly<Record<string, string>> = {}): void {
  execFileSync('npm', ['run', 'build', '--', '--outDir', outDir], {
    cwd: projectRoot,
    env: { ...process.env, ...buildVariables, ...settings, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
