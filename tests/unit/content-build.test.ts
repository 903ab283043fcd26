import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('a content mistake', () => {
  // A copy of the project, so the real content stays untouched.
  const project = mkdtempSync(join(tmpdir(), 'content-build-'));
  for (const entry of ['src', 'public', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(entry, join(project, entry), { recursive: true });
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'));
  afterAll(() => { rmSync(project, { recursive: true, force: true }); });

  it('fails the build with the file and the field named', async () => {
    const tripsFile = join(project, 'src/content/pages/trips.json');
    const trips = JSON.parse(readFileSync(tripsFile, 'utf8')) as { modes: { features: string[] }[] };
    trips.modes[1]?.features.pop();
    writeFileSync(tripsFile, JSON.stringify(trips));

    const build = run(join(project, 'node_modules/.bin/astro'), ['sync'], { cwd: project });
    const failure = await build.then(
      () => undefined,
      (error: unknown) => error as { stdout: string; stderr: string },
    );
    expect(failure, 'the build should have failed').toBeDefined();
    // CI may force colour; the message is read as the visitor's terminal shows it, without escapes.
    const output = stripVTControlCharacters(`${failure?.stdout ?? ''}${failure?.stderr ?? ''}`);
    expect(output).toContain('src/content/pages/trips.json');
    expect(output).toContain('modes.1.features: must list exactly 4 features');
  }, 60_000);
});
