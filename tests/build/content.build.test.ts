import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';

function editJson(file: string, change: (copy: Record<string, unknown>) => void): void {
  const copy = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(copy);
  writeFileSync(file, JSON.stringify(copy));
}

describe('a content mistake', () => {
  // A copy of the project, so the real content stays untouched.
  const project = copyProject('content-build-');

  it('fails the build with the file and the field named, in either language', async () => {
    editJson(join(project, 'src/content/trips/es.json'), (trips) => {
      // One feature more than the four every card shows (one fewer would be filled from English).
      (trips['modes'] as { features: string[] }[])[1]?.features.push('Uno más');
    });
    const { ok, output } = await runAstro(project, ['sync']);
    expect(ok, 'the build should have failed').toBe(false);
    expect(output).toContain('src/content/trips/es.json');
    expect(output).toContain('modes.1.features: must list exactly 4 features');
  }, 60_000);
});

describe('English words that leave out a fact', () => {
  const project = copyProject('content-facts-');

  // Another language that leaves it out shows English's words for it (src/content/fallback.ts); English has no fallback.
  it('fail the build, naming the file and the field', async () => {
    editJson(join(project, 'src/content/coverage/en.json'), (coverage) => {
      delete (coverage['counties'] as Record<string, unknown>)['lee'];
    });
    const { ok, output } = await runAstro(project, ['build'], { ...process.env, ...buildVariables });
    expect(ok, 'the build should have failed').toBe(false);
    expect(output).toContain('src/content/coverage/en.json');
    expect(output).toContain('counties.lee: missing: facts.json counties has "lee"');
    // A whole build of every page in three languages.
  }, 120_000);
});
