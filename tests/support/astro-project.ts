/** A throwaway copy of the project for tests that run Astro on it. */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll } from 'vitest';

export { buildVariables } from '../../scripts/lib/build-variables.ts';

const run = promisify(execFile);

/**
 * Copies what a build reads into a temporary folder, removed after the suite, so a test can
 * change content or build without touching the working tree's files, dist/ or .astro/, and no
 * .env or .env.standin is read; `alsoCopied` names more, for checks run on the copy. Call it inside a `describe`.
 */
export function copyProject(prefix: string, alsoCopied: readonly string[] = []): string {
  const project = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of [
    ...alsoCopied,
    'src',
    'public',
    'stand-ins',
    'integrations',
    'worker',
    'astro.config.ts',
    'tsconfig.json',
    'package.json',
    'wrangler.jsonc',
  ]) {
    cpSync(entry, join(project, entry), { recursive: true });
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'));
  afterAll(() => {
    rmSync(project, { recursive: true, force: true });
  });
  return project;
}

export interface AstroRun {
  ok: boolean;
  /** Its stdout then stderr, as a terminal shows them: CI may force colour, so escapes are removed. */
  output: string;
}

/** Runs the project's Astro command line (`astro build`, `astro sync`) on this Node, in `env`. */
export async function runAstro(project: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<AstroRun> {
  const childEnv = { ...env };
  // Vitest sets NODE_ENV=test, which would make Astro bundle React's development build.
  Reflect.deleteProperty(childEnv, 'NODE_ENV');
  const result = await run(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), ...args], {
    cwd: project,
    env: childEnv,
  }).then(
    ({ stdout, stderr }) => ({ ok: true, stdout, stderr }),
    (error: unknown) => ({ ok: false, ...(error as { stdout: string; stderr: string }) }),
  );
  return { ok: result.ok, output: stripVTControlCharacters(`${result.stdout}${result.stderr}`) };
}
