import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject, runAstro } from './astro-project.ts';

describe('a content mistake', () => {
  // A copy of the project, so the real content stays untouched.
  const project = copyProject('content-build-');

  it('fails the build with the file and the field named', async () => {
    const tripsFile = join(project, 'src/content/pages/trips.json');
    const trips = JSON.parse(readFileSync(tripsFile, 'utf8')) as { modes: { features: string[] }[] };
    trips.modes[1]?.features.pop();
    writeFileSync(tripsFile, JSON.stringify(trips));

    const { ok, output } = await runAstro(project, ['sync']);
    expect(ok, 'the build should have failed').toBe(false);
    expect(output).toContain('src/content/pages/trips.json');
    expect(output).toContain('modes.1.features: must list exactly 4 features');
  }, 60_000);
});
